import type { Route } from "./+types/account-ticket-new";
import { PageHeader } from "~/components/sections/page-header";
import { ContractLapsedNote } from "~/components/tickets/contract-lapsed-note";
import { NewTicketForm } from "~/components/tickets/new-ticket-form";
import { newTicketPage } from "~/content/tickets-customer";
import { requireUser } from "~/lib/auth/auth.server";
import { formAction } from "~/lib/form-action.server";
import { formPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";
import { newTicketForm } from "~/lib/tickets/customer-actions.server";
import { lapsedContractEnd } from "~/lib/tickets/ticket-contract.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const from = new URL(request.url).searchParams.get("from");
  return {
    contractEndedOn: await lapsedContractEnd(context.get(dbContext), user.id),
    // Idempotency key of this copy of the form: posted twice (double click, resubmitted page), one ticket.
    submissionId: crypto.randomUUID(),
    source: from === "chat" ? ("chat" as const) : ("web" as const),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, newTicketForm);
}

// Private (the form carries a per-visit key); a refused post's Retry-After passed on.
export function headers(args: Route.HeadersArgs) {
  const headers = formPageHeaders(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta(newTicketPage, "/account/tickets/new"),
  { name: "robots", content: "noindex" },
];

export default function NewTicketPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={newTicketPage.heading} intro={newTicketPage.intro} />
      <div className="container-page py-12">
        {loaderData.contractEndedOn ? (
          <ContractLapsedNote endedOn={loaderData.contractEndedOn} className="mb-8" />
        ) : null}
        <NewTicketForm submissionId={loaderData.submissionId} source={loaderData.source} actionData={actionData} />
      </div>
    </>
  );
}
