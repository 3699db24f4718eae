import type { Route } from "./+types/account-ticket-new";
import { PageHeader } from "~/components/sections/page-header";
import { ContractLapsedNote } from "~/components/tickets/contract-lapsed-note";
import { EmergencyLineNote } from "~/components/tickets/customer-ticket-views";
import { NewTicketForm } from "~/components/tickets/new-ticket-form";
import { TicketSuggestionStep } from "~/components/tickets/ticket-suggestions";
import { TicketDeviceChoice } from "~/components/tickets/ticket-device-choice";
import { FileField } from "~/components/ui/file-field";
import { StaticRegion } from "~/components/ui/static-region";
import * as pageEn from "~/content/page-copy/account-ticket-new";
import * as pageMl from "~/content/page-copy/account-ticket-new.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { formAction } from "~/lib/form-action.server";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";
import { deviceTitle, serialText } from "~/content/devices";
import { idValue } from "~/lib/casework/list-codec";
import { devicesOf } from "~/lib/devices/devices.server";
import { newTicketForm, newTicketPageAnswer } from "~/lib/tickets/customer-actions.server";
import { deflectionWords, newTicketFormWords, ticketAttachmentsField } from "~/lib/tickets/customer-form-words";
import { lapsedContractEnd } from "~/lib/tickets/ticket-contract.server";

// The page's header and meta tags, and the form's words, come with the data (the header as a static
// region, app/lib/static-regions.ts): the page's JavaScript is the form's code alone. A lapsed
// contract's note is this customer's own, so it is rendered for them each time (perVisitor).
const pages = localized(pageEn, pageMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, url } = args;
  const user = await requireUser(request, context);
  const locale = localeOf(url.pathname);
  const newTicketPage = pages[locale].newTicketPage;
  const db = context.get(dbContext);
  const [contractEndedOn, devices] = await Promise.all([
    lapsedContractEnd(db, user.id, locale),
    devicesOf(db, user.id),
  ]);
  const query = new URL(request.url).searchParams;
  const from = query.get("from");
  // The device chosen: what was just posted, else the one a device's label or page asked for
  // (?device=ID, when it is one of theirs), else none ("another device").
  const answer = context.get(newTicketPageAnswer);
  const asked = idValue(query.get("device"));
  const selected = answer
    ? (answer.values.deviceId ?? "")
    : devices.some((device) => device.id === asked)
      ? String(asked)
      : "";
  const regions = staticRegions(args, "account-ticket-new", {
    header: <PageHeader heading={newTicketPage.heading} intro={newTicketPage.intro} />,
    emergencyLine: <EmergencyLineNote />,
  });
  return {
    meta: pageHead(newTicketPage, pathIn(locale, "/account/tickets/new"), [{ name: "robots", content: "noindex" }]),
    regions,
    contractNote: contractEndedOn
      ? staticRegions(
          args,
          "account-ticket-new-contract",
          { note: <ContractLapsedNote endedOn={contractEndedOn} className="mb-8" /> },
          { perVisitor: true },
        ).note
      : null,
    // Idempotency key of this copy of the form: posted twice (double click, resubmitted page), one ticket.
    submissionId: crypto.randomUUID(),
    // The customer's devices to choose from, rendered for them alone: no code or words in the bundle.
    deviceChoice:
      devices.length > 0
        ? staticRegions(
            args,
            "account-ticket-new-device",
            {
              choice: (
                <TicketDeviceChoice
                  options={devices.map((device) => ({
                    id: device.id,
                    label: [deviceTitle(device), device.serialNumber && serialText(device.serialNumber)]
                      .filter(Boolean)
                      .join(", "),
                  }))}
                  selected={selected}
                  error={answer?.fieldErrors.deviceId}
                />
              ),
            },
            { perVisitor: true },
          ).choice
        : null,
    // The Attachments field with the server's answer about the files sent (they name the customer's
    // files, so a field with an answer is rendered for them alone; without one it is the same for all).
    attachments: staticRegions(
      args,
      "account-ticket-new-files",
      {
        field: <FileField {...ticketAttachmentsField(locale)} multiple error={answer?.fieldErrors.attachments} />,
      },
      { perVisitor: answer !== null },
    ).field,
    // "These may fix it", the form's step without JavaScript (the action's answer to a document post,
    // rendered for this customer alone): with JavaScript the articles show as the customer types.
    suggestionStep: staticRegions(
      args,
      "account-ticket-new-suggestions",
      {
        step: answer?.suggestions?.length ? (
          <TicketSuggestionStep
            suggestions={answer.suggestions}
            filesDropped={answer.filesDropped === true}
            words={deflectionWords(locale)}
          />
        ) : null,
      },
      { perVisitor: true },
    ).step,
    source: from === "chat" ? ("chat" as const) : ("web" as const),
    words: newTicketFormWords(locale),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, newTicketForm, newTicketPageAnswer);
}

// Private (the form carries a per-visit key); a refused post's Retry-After passed on.
export const headers = privateFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function NewTicketPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaticRegion region={loaderData.regions.header} />
      <div className="container-page py-12">
        {loaderData.contractNote ? <StaticRegion region={loaderData.contractNote} /> : null}
        <NewTicketForm
          submissionId={loaderData.submissionId}
          source={loaderData.source}
          words={loaderData.words}
          emergencyLine={<StaticRegion region={loaderData.regions.emergencyLine} />}
          deviceChoice={loaderData.deviceChoice ? <StaticRegion region={loaderData.deviceChoice} /> : null}
          attachments={<StaticRegion region={loaderData.attachments} />}
          suggestionStep={<StaticRegion region={loaderData.suggestionStep} />}
          actionData={actionData}
        />
      </div>
    </>
  );
}
