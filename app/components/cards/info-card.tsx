import { IconTile } from "~/components/ui/icon";
import type { InfoCard as InfoCardData } from "~/content/schema";

/** A titled card with an icon: benefits, values, principles. */
export function InfoCard({ card, tone = "brand" }: { card: InfoCardData; tone?: "brand" | "accent" }) {
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <IconTile name={card.icon} tone={tone} />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-2 text-slate-600">{card.description}</p>
    </div>
  );
}
