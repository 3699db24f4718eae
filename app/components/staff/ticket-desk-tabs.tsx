// The support desk's two staff lists, as tabs: the ticket queue and the follow-up calls.
import { Link } from "react-router";
import { staffTicketsCopy as copy } from "~/content/staff-tickets";

export function DeskTabs({ current }: { current: "queue" | "followUps" }) {
  const tab = (href: string, key: "queue" | "followUps") => (
    <Link
      to={href}
      aria-current={current === key ? "page" : undefined}
      className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
        current === key ? "bg-brand-700 text-white" : "text-brand-800 underline underline-offset-2 hover:bg-brand-50"
      }`}
    >
      {copy.tabs[key]}
    </Link>
  );
  return (
    <nav aria-label={copy.tabs.label} className="mt-3 flex gap-2">
      {tab("/staff/tickets", "queue")}
      {tab("/staff/tickets/follow-ups", "followUps")}
    </nav>
  );
}
