import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/account-tickets";
import { PageHeader } from "~/components/sections/page-header";
import { TicketPriorityBadge, TicketStatusBadge } from "~/components/tickets/ticket-badges";
import { nextStepText } from "~/components/tickets/ticket-format";
import { formatDateTime } from "~/lib/india-time";
import { authMessages } from "~/content/accounts";
import { ticketListCopy as copy, ticketsPage } from "~/content/tickets-customer";
import { requireUser } from "~/lib/auth/auth.server";
import { dbContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";
import { listCustomerTickets } from "~/lib/tickets/customer-tickets.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  try {
    const rows = await listCustomerTickets(context.get(dbContext), user.id);
    return {
      tickets: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        next: row.next ? { step: row.next.step, dueAt: row.next.dueAt.toISOString() } : null,
      })),
    };
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) throw thrown;
    // Nothing but the database's answer: the layout's error screen with 503, like /account.
    console.error("[account-tickets] could not be loaded:", thrown instanceof Error ? thrown.message : thrown);
    throw data(authMessages.unavailable, { status: 503 });
  }
}

// Personal data: never stored by shared caches, nor kept by the browser for the back button.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta(ticketsPage, "/account/tickets"),
  { name: "robots", content: "noindex" },
];

export default function AccountTickets({ loaderData }: Route.ComponentProps) {
  const { tickets } = loaderData;
  return (
    <>
      <PageHeader heading={ticketsPage.heading} intro={ticketsPage.intro} />
      <div className="container-page py-12">
        <p>
          <Link
            to="/account/tickets/new"
            className="inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {copy.newTicket}
          </Link>
        </p>
        {tickets.length === 0 ? (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{copy.empty}</p>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.caption}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {[copy.columns.number, copy.columns.subject, copy.columns.status, copy.columns.priority].map(
                    (label) => (
                      <th key={label} scope="col" className="px-4 py-3 font-semibold">
                        {label}
                      </th>
                    ),
                  )}
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {copy.columns.next}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {copy.columns.opened}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white">
                {tickets.map((ticket) => (
                  <tr key={ticket.number}>
                    <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap">
                      <Link
                        to={`/account/tickets/${ticket.number}`}
                        className="text-brand-800 underline underline-offset-2"
                      >
                        {ticket.number}
                      </Link>
                    </th>
                    <td className="max-w-xs px-4 py-3 break-words text-slate-900">{ticket.subject}</td>
                    <td className="px-4 py-3">
                      <TicketStatusBadge status={ticket.status} />
                    </td>
                    <td className="px-4 py-3">
                      <TicketPriorityBadge priority={ticket.priority} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">{nextStepText(ticket.status, ticket.next)}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
