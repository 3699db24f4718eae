import { Form, Link } from "react-router";
import type { Route } from "./+types/visit";
import { CaseHistory, threadTones } from "~/components/staff/case-thread";
import { DateTime } from "~/components/staff/date-time";
import { Detail, DetailList, EmailLink } from "~/components/staff/details";
import { AssigneeForms, CancelForm, NoteForm } from "~/components/staff/record-forms";
import { ActionBox, RecordPage, RecordSection, WorkPanel } from "~/components/staff/record-page";
import { SlotFields } from "~/components/staff/visit-forms";
import { ServiceReportCorrectionForm, ServiceReports } from "~/components/visits/service-reports";
import { invoiceStandingLabels } from "~/content/invoice-document";
import { visitInvoicesCopy } from "~/content/staff-invoices";
import { staffVisitCopy as copy } from "~/content/staff-visits";
import { visitKindLabels, visitModeLabels, visitStatusLabels } from "~/content/visits";
import { caseAlert } from "~/lib/casework/case-form";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { invoicingConfig } from "~/lib/invoices/company.server";
import { invoicesOfVisit } from "~/lib/invoices/staff.server";
import { formatRupeesExact } from "~/lib/money/paise";
import { formatLongDate, formatTimeWindow } from "~/lib/india-time";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";
import { canMoveVisit, isVisitAtWork, isVisitClosed } from "~/lib/visits/transitions";
import { visitActionForm } from "~/lib/visits/staff-actions.server";
import { getStaffVisit, type VisitHistoryEvent } from "~/lib/visits/staff.server";
import { VISIT_LIMITS, type VisitActionData } from "~/lib/visits/staff-query";
import { indiaDateTimeValue } from "~/lib/visits/window";

export async function loader(args: Route.LoaderArgs) {
  const { record } = await recordOfPage(args, getStaffVisit);
  return {
    ...record,
    me: staffOf(args.context).id,
    invoices: await invoicesOfVisit(args.context.get(dbContext), record.visit.id),
    // A completed visit is billed from its page, once invoicing is set up.
    canInvoice: record.visit.status === "completed" && invoicingConfig().enabled,
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, recordForm(args, visitActionForm));
}

export const headers = staffPageHeaders;
export const shouldRevalidate = reloadAfterConflict;

export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.title(Number(params.id)));

const h = copy.history;

function eventTitle(event: VisitHistoryEvent) {
  switch (event.kind) {
    case "created":
      return h.created(event.actorName);
    case "booked":
      return h.booked(event.actorName);
    case "rescheduled":
      return h.rescheduled(event.actorName, event.fromValue ?? "", event.toValue ?? "");
    case "reschedule_requested":
      return h.rescheduleRequested(event.actorName);
    case "assigned":
      return h.assigned(event.actorName, event.toValue ?? "");
    case "cancelled":
      return h.cancelled(event.actorName);
    case "note":
      return h.note(event.actorName);
    default:
      return h.step(event.actorName, event.kind);
  }
}

const tones: Record<VisitHistoryEvent["kind"], string> = {
  created: threadTones.record,
  booked: threadTones.change,
  rescheduled: threadTones.change,
  reschedule_requested: threadTones.reply,
  assigned: threadTones.change,
  set_off: threadTones.change,
  arrived: threadTones.change,
  finished: threadTones.change,
  signed: threadTones.change,
  report_issued: threadTones.change,
  missed: threadTones.change,
  cancelled: threadTones.change,
  note: threadTones.note,
};

const linkClass = "text-brand-800 underline underline-offset-2";
const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** The visit's invoices (each linking to its page), and the way to bill it. */
function VisitInvoices({
  visitId,
  invoices,
  canInvoice,
}: {
  visitId: number;
  invoices: Route.ComponentProps["loaderData"]["invoices"];
  canInvoice: boolean;
}) {
  const words = visitInvoicesCopy;
  if (invoices.length === 0 && !canInvoice) return null;
  return (
    <RecordSection id="invoices-heading" heading={words.heading}>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{words.none}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Link to={`/staff/invoices/${invoice.id}`} className={linkClass}>
                {words.item(
                  invoice.number,
                  formatRupeesExact(invoice.totalPaise),
                  invoiceStandingLabels[invoice.standing],
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {canInvoice ? (
        <p className="mt-3 text-sm">
          <Link to={`/staff/invoices/new?visit=${visitId}`} className={`font-semibold ${linkClass}`}>
            {words.invoice}
          </Link>
        </p>
      ) : null}
    </RecordSection>
  );
}

export default function StaffVisit({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const { visit } = data;
  const answer: VisitActionData | undefined = actionData;
  const closed = isVisitClosed(visit.status);
  const first = closed ? "note" : visit.status === "due" ? "cancel" : "rebook";
  const alertFor = (intent: NonNullable<VisitActionData["intent"]>) => caseAlert(answer, intent, first);
  const formKey = data.history.length;
  const d = copy.details;
  const canRebook = visit.status !== "due" && canMoveVisit(visit.status, "booked", visit.mode);
  // A remote health check is never booked on a window: staff give it to a technician instead.
  const canAssign = visit.mode === "remote" && isVisitAtWork(visit);
  const rebookAnswer = answer?.intent === "rebook" ? answer : undefined;
  const window =
    visit.windowStartsAt && visit.windowEndsAt ? formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt) : null;
  const site = visit.siteAddress ? `${visit.siteAddress}${visit.siteArea ? `, ${visit.siteArea}` : ""}` : null;
  return (
    <RecordPage
      back={{ href: "/staff/visits", label: copy.back }}
      heading={copy.heading(visitKindLabels[visit.kind], data.customerName)}
      summary={
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-semibold">{visitStatusLabels[visit.status]}</span>
          {window ? <span>· {window}</span> : null}
          {visit.rescheduleRequestedAt ? (
            <span className="font-semibold text-amber-800">· {d.rescheduleRequested}</span>
          ) : null}
        </p>
      }
      side={
        <WorkPanel heading={copy.workHeading}>
          {closed ? <p className="text-sm text-slate-700">{copy.closed}</p> : null}
          {canAssign ? (
            <AssigneeForms
              id="visit-technician"
              assigneeId={visit.technicianId}
              me={data.me}
              members={data.technicians}
              alert={alertFor("assign")}
              words={copy.assign.form}
            />
          ) : null}
          {visit.status === "due" && visit.mode === "on_site" ? (
            <ActionBox id="book-heading" heading={copy.bookDue.heading} alert={null}>
              <Link to={`/staff/visits/new?visit=${visit.id}`} className={`text-sm font-semibold ${linkClass}`}>
                {copy.bookDue.link}
              </Link>
            </ActionBox>
          ) : null}
          {canRebook ? (
            <ActionBox id="rebook-heading" heading={copy.rebook.heading} alert={alertFor("rebook")}>
              <p className="text-sm text-slate-700">{copy.rebook.hint}</p>
              <Form method="post" className="space-y-3" key={`rebook-${formKey}`}>
                <input type="hidden" name="intent" value="rebook" />
                <SlotFields
                  technicians={data.technicians}
                  values={{
                    windowStart: visit.windowStartsAt ? indiaDateTimeValue(visit.windowStartsAt) : "",
                    windowEnd: visit.windowEndsAt ? indiaDateTimeValue(visit.windowEndsAt) : "",
                    technicianId: visit.technicianId ? String(visit.technicianId) : "",
                    ...rebookAnswer?.values,
                  }}
                  errors={rebookAnswer?.fieldErrors ?? {}}
                  conflicts={rebookAnswer?.conflicts ?? []}
                />
                <button type="submit" className={buttonClass}>
                  {copy.rebook.submit}
                </button>
              </Form>
            </ActionBox>
          ) : null}
          {canMoveVisit(visit.status, "cancelled", visit.mode) ? (
            <CancelForm
              formKey={formKey}
              alert={alertFor("cancel")}
              maxLength={VISIT_LIMITS.reason}
              answer={answer}
              words={copy.cancel}
            />
          ) : null}
          {visit.status === "completed" && data.reports.length > 0 ? (
            <section className="rounded-xl border border-slate-200 bg-white p-4">
              <ServiceReportCorrectionForm visitId={visit.id} />
            </section>
          ) : null}
          <NoteForm
            formKey={formKey}
            alert={alertFor("note")}
            maxLength={VISIT_LIMITS.note}
            answer={answer}
            words={copy.note}
          />
        </WorkPanel>
      }
    >
      <RecordSection id="details-heading" heading={d.heading}>
        <DetailList>
          <Detail label={d.status}>{visitStatusLabels[visit.status]}</Detail>
          <Detail label={d.kind}>
            {visitKindLabels[visit.kind]} · {visitModeLabels[visit.mode]}
          </Detail>
          <Detail label={d.window}>{window ?? d.noWindow}</Detail>
          <Detail label={d.technician}>{data.technicianName ?? d.noTechnician}</Detail>
          <Detail label={d.site}>{site ?? d.noSite}</Detail>
          <Detail label={d.device}>
            {visit.deviceId && data.deviceMake ? (
              <Link to={`/staff/devices/${visit.deviceId}`} className={linkClass}>
                {`${data.deviceMake} ${data.deviceModel ?? ""}`.trim()}
              </Link>
            ) : (
              d.noDevice
            )}
          </Detail>
          {data.ticketNumber ? (
            <Detail label={d.ticket}>
              <Link to={`/staff/tickets/${data.ticketNumber}`} className={linkClass}>
                {`${data.ticketNumber}: ${data.ticketSubject ?? ""}`}
              </Link>
            </Detail>
          ) : null}
          {visit.contractId ? (
            <Detail label={d.contract}>
              <Link to={`/staff/contracts/${visit.contractId}`} className={linkClass}>
                {`AMC-${visit.contractId}`}
                {visit.periodEndsOn ? ` (${formatLongDate(visit.periodEndsOn)})` : ""}
              </Link>
            </Detail>
          ) : null}
          <Detail label={d.customer}>
            {data.customerName} · <EmailLink email={data.customerEmail} />
          </Detail>
          {visit.rescheduleRequestedAt ? (
            <Detail label={d.rescheduleRequested}>
              <DateTime value={visit.rescheduleRequestedAt} />
              {visit.rescheduleNote ? <span className="block whitespace-pre-line">{visit.rescheduleNote}</span> : null}
            </Detail>
          ) : null}
          {visit.cancelReason ? (
            <Detail label={d.cancelReason}>
              <span className="whitespace-pre-line">{visit.cancelReason}</span>
            </Detail>
          ) : null}
        </DetailList>
      </RecordSection>
      <VisitInvoices visitId={visit.id} invoices={data.invoices} canInvoice={data.canInvoice} />
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <ServiceReports reports={data.reports} downloadBase={`/staff/visits/${visit.id}/reports`} />
      </div>
      <CaseHistory
        heading={copy.historyHeading}
        events={data.history}
        title={eventTitle}
        tones={tones}
        email={h.email}
      />
    </RecordPage>
  );
}
