import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/account-tickets";
import { PageHeader } from "~/components/sections/page-header";
import { CustomerTicketList } from "~/components/tickets/customer-ticket-views";
import { StaticRegion } from "~/components/ui/static-region";
import { authMessages } from "~/content/accounts";
import * as pageEn from "~/content/page-copy/account-tickets";
import * as pageMl from "~/content/page-copy/account-tickets.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";
import { listCustomerTickets } from "~/lib/tickets/customer-tickets.server";
import { logger } from "~/lib/log/logger.server";

const pages = localized(pageEn, pageMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, url } = args;
  const user = await requireUser(request, context);
  const locale = localeOf(url.pathname);
  // The page's words come with its data, in its language: the bundle carries neither.
  const page = pages[locale].ticketsPage;
  try {
    const rows = await listCustomerTickets(context.get(dbContext), user.id);
    const tickets = rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      next: row.next ? { step: row.next.step, dueAt: row.next.dueAt.toISOString() } : null,
    }));
    // The list is server-rendered markup for this customer alone: none of its code or words is in
    // the browser's JavaScript (app/lib/static-regions.ts).
    const { list } = staticRegions(
      args,
      "account-tickets",
      { list: <CustomerTicketList tickets={tickets} /> },
      {
        perVisitor: true,
      },
    );
    return {
      tickets,
      list,
      header: { heading: page.heading, intro: page.intro },
      meta: pageHead(page, pathIn(locale, "/account/tickets"), [{ name: "robots", content: "noindex" }]),
    };
  } catch (thrown) {
    if (thrown instanceof Response || isRouteErrorResponse(thrown)) throw thrown;
    // Nothing but the database's answer: the layout's error screen with 503, like /account.
    logger.error(`[account-tickets] could not be loaded: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    throw data(authMessages.unavailable, { status: 503 });
  }
}

// Personal data: never stored by shared caches, nor kept by the browser for the back button.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountTickets({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={loaderData.header.heading} intro={loaderData.header.intro} />
      <StaticRegion region={loaderData.list} />
    </>
  );
}
