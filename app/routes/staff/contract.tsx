import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/contract";
import { ContractInvoices } from "~/components/contracts/contract-invoices";
import { CaseHistory, threadTones } from "~/components/staff/case-thread";
import { DateTime } from "~/components/staff/date-time";
import { Detail, DetailList, EmailLink } from "~/components/staff/details";
import { CancelForm, NoteForm } from "~/components/staff/record-forms";
import { ActionBox, RecordPage, RecordSection, WorkPanel } from "~/components/staff/record-page";
import { ContractStatusBadge } from "~/components/staff/status-badges";
import { FormAlert, TextAreaField } from "~/components/ui/form-fields";
import { ContractVisits } from "~/components/visits/contract-visits";
import { staffContractBillingCopy as billing } from "~/content/contract-billing";
import { healthCheckWords } from "~/content/contract-terms";
import { customerLanguageWords } from "~/content/staff";
import {
  acceptanceChannelLabels,
  billingPeriodLabels,
  contractStatusLabels,
  staffContractCopy as copy,
} from "~/content/staff-contracts";
import { customerLocale } from "~/lib/auth/auth.server";
import { caseAlert } from "~/lib/casework/case-form";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { renewalFigures } from "~/lib/contracts/contracts.server";
import { addDays } from "~/lib/contracts/period";
import { contractActionForm } from "~/lib/contracts/staff-actions.server";
import { type ContractHistoryEvent, getStaffContract } from "~/lib/contracts/staff.server";
import { CONTRACT_LIMITS, type ContractActionData } from "~/lib/contracts/staff-query";
import { responseTimeText } from "~/lib/contracts/terms";
import { contractInForceStatuses, isClosedContract } from "~/lib/contracts/transitions";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { formatLongDate } from "~/lib/india-time";
import { formatRupees } from "~/lib/money/paise";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";
import { contractVisits } from "~/lib/visits/staff.server";

export async function loader(args: Route.LoaderArgs) {
  const { record } = await recordOfPage(args, getStaffContract);
  const { contract } = record;
  const inForce = (contractInForceStatuses as readonly string[]).includes(contract.status);
  const db = args.context.get(dbContext);
  return {
    ...record,
    // The language the customer's emails go out in (the console stays English).
    customerLanguage: await customerLocale(db, contract.userId),
    visits: await contractVisits(db, contract.id),
    actions: {
      edit: contract.status === "draft",
      send: contract.status === "draft",
      renew: inForce && record.chain.next === null,
      cancel: contract.status === "draft" || inForce,
      waive: contract.awaitingPayment && !isClosedContract(contract.status),
    },
    // What renewing now would create (the confirmation says it before anything changes).
    renewal: inForce
      ? { startsOn: addDays(contract.endsOn, 1), pricePaisePerMonth: renewalFigures(contract).pricePaisePerMonth }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, recordForm(args, contractActionForm));
}

// Its own headers (a refused change's Retry-After) replace the layout's: the staff ones, not the form pages'.
export const headers = staffPageHeaders;

export const shouldRevalidate = reloadAfterConflict;

export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.title(Number(params.id)));

const h = copy.history;
const statusName = (value: string | null) =>
  contractStatusLabels[(value ?? "") as keyof typeof contractStatusLabels] ?? value ?? "";

function eventTitle(event: ContractHistoryEvent) {
  switch (event.kind) {
    case "created":
      return h.created(event.actorName);
    case "edited":
      return h.edited(event.actorName);
    case "sent":
      return h.sent(event.actorName);
    case "accepted":
      return h.accepted(event.actorName);
    case "note":
      return h.note(event.actorName);
    case "reminder":
      return h.reminder(event.actorName);
    case "auto_renew":
      return h.autoRenew(event.actorName, event.toValue === "true");
    case "change_request":
      return h.changeRequest(event.actorName);
    case "invoiced":
      return billing.history.invoiced(event.actorName, event.toValue ?? "");
    case "payment_waived":
      return billing.history.paymentWaived(event.actorName);
    case "paid":
      return billing.history.paid(event.toValue ?? "");
    default:
      return h.status(event.actorName, statusName(event.fromValue), statusName(event.toValue));
  }
}

const eventTone: Record<ContractHistoryEvent["kind"], string> = {
  created: threadTones.change,
  edited: threadTones.change,
  sent: threadTones.reply,
  accepted: threadTones.record,
  status: threadTones.change,
  note: threadTones.note,
  reminder: threadTones.reply,
  auto_renew: threadTones.change,
  change_request: threadTones.record,
  invoiced: threadTones.record,
  payment_waived: threadTones.change,
  paid: threadTones.record,
};

const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";
const linkClass = "text-brand-800 underline underline-offset-2";

type Data = Route.ComponentProps["loaderData"];

function Terms({ data }: { data: Data }) {
  const { contract } = data;
  const t = copy.terms;
  return (
    <RecordSection id="terms-heading" heading={t.heading}>
      <DetailList>
        <Detail label={t.customer}>{data.customerName}</Detail>
        <Detail label={t.email}>
          <EmailLink email={data.customerEmail} />
        </Detail>
        <Detail label={customerLanguageWords.label}>{customerLanguageWords.names[data.customerLanguage]}</Detail>
        <Detail label={t.plan}>{contract.planName}</Detail>
        <Detail label={t.monthly}>{formatRupees(contract.pricePaisePerMonth)}</Detail>
        <Detail label={t.billing}>
          {t.billingValue(
            billingPeriodLabels[contract.billingPeriod],
            formatRupees(contract.periodPricePaise),
            contract.discountPercent,
          )}
        </Detail>
        <Detail label={t.period}>
          {t.periodValue(formatLongDate(contract.startsOn), formatLongDate(contract.endsOn))}
        </Detail>
        <Detail label={t.response}>{responseTimeText(contract.responseMinutes)}</Detail>
        <Detail label={t.devices}>{t.devicesValue(contract.deviceLimit)}</Detail>
        <Detail label={t.healthChecks}>{healthCheckWords[contract.healthChecks]}</Detail>
        <Detail label={t.visits}>{t.visitsValue(contract.onSiteVisitsPerYear)}</Detail>
        <Detail label={t.autoRenew}>{contract.autoRenew ? t.on : t.off}</Detail>
        {contract.sentAt ? (
          <Detail label={t.sent}>
            <DateTime value={contract.sentAt} />
          </Detail>
        ) : null}
        {contract.planRequestId ? (
          <Detail label={t.planRequest}>
            <Link to={`/staff/plan-requests/${contract.planRequestId}`} className={linkClass}>
              {t.planRequestLink(contract.planRequestId)}
            </Link>
          </Detail>
        ) : null}
        {contract.cancelReason ? <Detail label={t.cancelReason}>{contract.cancelReason}</Detail> : null}
      </DetailList>
    </RecordSection>
  );
}

function Acceptance({ data }: { data: Data }) {
  const a = copy.acceptance;
  const acceptance = data.acceptance;
  return (
    <RecordSection id="acceptance-heading" heading={a.heading}>
      {acceptance ? (
        <>
          <DetailList>
            <Detail label={a.at}>
              <DateTime value={acceptance.acceptedAt} />
            </Detail>
            <Detail label={a.channel}>{acceptanceChannelLabels[acceptance.channel]}</Detail>
            <Detail label={a.by}>
              {acceptance.accountName ? `${acceptance.accountName} (${acceptance.accountEmail})` : a.unknown}
            </Detail>
            <Detail label={a.address}>{acceptance.clientAddress ?? a.unknown}</Detail>
            <Detail label={a.userAgent}>{acceptance.userAgent ?? a.unknown}</Detail>
            <Detail label={a.hash}>
              <code className="break-all">{acceptance.termsHash}</code>
            </Detail>
          </DetailList>
          <details className="mt-4 rounded-lg border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-slate-900">{a.text}</summary>
            <p className="mt-3 break-words whitespace-pre-line text-sm text-slate-800">{acceptance.termsText}</p>
          </details>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{a.none}</p>
      )}
    </RecordSection>
  );
}

function Service({ data }: { data: Data }) {
  const s = copy.service;
  const u = copy.usage;
  const tally = (t: { done: number; due: number; missed: number }) => u.tally(t.done, t.due, t.missed);
  const { service, usage } = data;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <RecordSection id="service-heading" heading={s.heading}>
        {service ? (
          <>
            <p className="mt-1 text-sm text-slate-600">
              {s.intro(formatLongDate(service.from), formatLongDate(service.to))}
            </p>
            <DetailList>
              <Detail label={s.opened}>{service.figures.opened}</Detail>
              <Detail label={s.firstResponse}>
                {s.firstResponseValue(
                  service.figures.firstResponse.within,
                  service.figures.firstResponse.due,
                  service.figures.firstResponse.pending,
                )}
              </Detail>
              <Detail label={s.resolution}>
                {s.resolutionValue(service.figures.resolution.within, service.figures.resolution.resolved)}
              </Detail>
            </DetailList>
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{s.notStarted}</p>
        )}
      </RecordSection>
      <RecordSection id="usage-heading" heading={u.heading}>
        <DetailList>
          <Detail label={u.healthChecks}>{tally(usage.visits.healthChecks.period)}</Detail>
          <Detail label={u.healthChecksYear}>{tally(usage.visits.healthChecks.year)}</Detail>
          <Detail label={u.visits}>{u.of(usage.visitsUsed, usage.visitsIncluded)}</Detail>
          <Detail label={u.visitsPeriod}>{tally(usage.visits.onSite.period)}</Detail>
          <Detail label={u.visitsYear}>{tally(usage.visits.onSite.year)}</Detail>
          <Detail label={u.devices}>{u.of(usage.devicesCovered, usage.deviceLimit)}</Detail>
        </DetailList>
        <p className="mt-3 text-sm">
          <Link to={`/staff/devices?q=${encodeURIComponent(data.customerEmail)}`} className={linkClass}>
            {u.devicesLink}
          </Link>
        </p>
      </RecordSection>
    </div>
  );
}

function Chain({ chain }: { chain: Data["chain"] }) {
  const c = copy.chain;
  return (
    <RecordSection id="chain-heading" heading={c.heading}>
      {chain.previous === null && chain.next === null ? (
        <p className="mt-2 text-sm text-slate-700">{c.none}</p>
      ) : (
        <DetailList>
          {chain.previous !== null ? (
            <Detail label={c.previous}>
              <Link to={`/staff/contracts/${chain.previous}`} className={linkClass}>
                {c.link(chain.previous)}
              </Link>
            </Detail>
          ) : null}
          {chain.next !== null ? (
            <Detail label={c.next}>
              <Link to={`/staff/contracts/${chain.next}`} className={linkClass}>
                {c.link(chain.next)}
              </Link>
            </Detail>
          ) : null}
        </DetailList>
      )}
    </RecordSection>
  );
}

export default function StaffContract({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const { contract, actions, renewal } = data;
  const answer: ContractActionData | undefined = actionData;
  const first = actions.send ? "send" : actions.renew ? "renew" : actions.cancel ? "cancel" : "note";
  const alertFor = (intent: NonNullable<ContractActionData["intent"]>) => caseAlert(answer, intent, first);
  // Forms start empty again once the history has grown.
  const formKey = data.history.length;
  // With JavaScript the renewal's first press is replaced by its confirmation: the cursor goes to its heading.
  const renewHeading = useRef<HTMLHeadingElement>(null);
  const confirmRenewal = answer?.intent === "renew" && answer.confirm === true;
  useEffect(() => {
    if (confirmRenewal) renewHeading.current?.focus();
  }, [confirmRenewal]);
  const expected = <input type="hidden" name="expectedStatus" value={contract.status} />;
  return (
    <RecordPage
      back={{ href: "/staff/contracts", label: copy.back }}
      heading={copy.heading(contract.id, data.customerName)}
      summary={
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <ContractStatusBadge status={contract.status} sent={contract.sentAt !== null} />
          <span>{contract.planName}</span>
          {contract.awaitingPayment ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {data.awaitingInvoice ? billing.awaiting(data.awaitingInvoice.number) : billing.awaitingNoInvoice}
            </span>
          ) : null}
        </p>
      }
      side={
        <WorkPanel heading={copy.workHeading}>
          {isClosedContract(contract.status) ? (
            <p className="text-sm text-slate-700">{copy.closed(contractStatusLabels[contract.status])}</p>
          ) : null}
          {actions.edit ? (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <Link to={`/staff/contracts/${contract.id}/edit`} className={`font-semibold ${linkClass}`}>
                {copy.edit.link}
              </Link>
            </p>
          ) : null}
          {actions.send ? (
            <ActionBox id="send-heading" heading={copy.send.heading} alert={alertFor("send")}>
              <Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value="send" />
                {expected}
                <p className="text-sm text-slate-700">{contract.sentAt ? copy.send.again : copy.send.hint}</p>
                <button type="submit" className={buttonClass}>
                  {contract.sentAt ? copy.send.submitAgain : copy.send.submit}
                </button>
              </Form>
            </ActionBox>
          ) : null}
          {actions.renew && renewal ? (
            <section
              aria-labelledby="renew-heading"
              className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <h3
                id="renew-heading"
                ref={renewHeading}
                tabIndex={confirmRenewal ? -1 : undefined}
                className="font-semibold text-slate-900"
              >
                {confirmRenewal ? copy.renew.confirmHeading : copy.renew.heading}
              </h3>
              <FormAlert message={alertFor("renew")} />
              {confirmRenewal ? (
                <Form method="post" className="space-y-3">
                  <input type="hidden" name="intent" value="renew" />
                  <input type="hidden" name="confirm" value="yes" />
                  {expected}
                  <p role="alert" className="text-sm text-slate-800">
                    {copy.renew.confirmText(formatLongDate(renewal.startsOn), formatRupees(renewal.pricePaisePerMonth))}
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <button type="submit" className={buttonClass}>
                      {copy.renew.confirm}
                    </button>
                    <Link to={`/staff/contracts/${contract.id}`} className={buttonClass}>
                      {copy.renew.cancel}
                    </Link>
                  </div>
                </Form>
              ) : (
                // Without JavaScript the answer is a whole page: its fragment brings the reader back here.
                <Form method="post" action="#renew-heading" className="space-y-3">
                  <input type="hidden" name="intent" value="renew" />
                  {expected}
                  <p className="text-sm text-slate-700">{copy.renew.hint}</p>
                  <button type="submit" className={buttonClass}>
                    {copy.renew.start}
                  </button>
                </Form>
              )}
            </section>
          ) : null}
          {actions.waive ? (
            <ActionBox id="waive-heading" heading={billing.waive.heading} alert={alertFor("waive")}>
              <Form method="post" key={`waive-${formKey}`} className="space-y-3">
                <input type="hidden" name="intent" value="waive" />
                {expected}
                <p className="text-sm text-slate-700">
                  {data.awaitingInvoice ? billing.awaiting(data.awaitingInvoice.number) : billing.awaitingNoInvoice}
                </p>
                <TextAreaField
                  name="waiveReason"
                  label={billing.waive.reason}
                  description={billing.waive.hint}
                  maxLength={CONTRACT_LIMITS.reason}
                  rows={3}
                  compact
                  error={answer?.intent === "waive" ? answer.fieldErrors.waiveReason : undefined}
                  defaultValue={answer?.intent === "waive" ? answer.values.waiveReason : undefined}
                />
                <button type="submit" className={buttonClass}>
                  {billing.waive.submit}
                </button>
              </Form>
            </ActionBox>
          ) : null}
          {actions.cancel ? (
            <CancelForm
              formKey={formKey}
              alert={alertFor("cancel")}
              maxLength={CONTRACT_LIMITS.reason}
              answer={answer}
              words={copy.cancel}
            >
              {expected}
            </CancelForm>
          ) : null}
          <NoteForm
            formKey={formKey}
            alert={alertFor("note")}
            maxLength={CONTRACT_LIMITS.note}
            answer={answer}
            words={copy.note}
          />
        </WorkPanel>
      }
    >
      <Terms data={data} />
      <RecordSection id="sites-heading" heading={copy.sites.heading}>
        {data.sites.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{copy.sites.none}</p>
        ) : (
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-900">
            {data.sites.map((site, index) => (
              // Sites have no id of their own here: their position is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is the contract's, in its order.
              <li key={index}>
                {site.address} ({site.area})
              </li>
            ))}
          </ol>
        )}
      </RecordSection>
      <Acceptance data={data} />
      <Service data={data} />
      <ContractVisits visits={data.visits.visits} total={data.visits.total} visitBase="/staff/visits" />
      <ContractInvoices invoices={data.invoices} invoiceBase="/staff/invoices" />
      <Chain chain={data.chain} />
      <CaseHistory
        heading={copy.historyHeading}
        events={data.history}
        title={eventTitle}
        tones={eventTone}
        email={h.email}
      />
    </RecordPage>
  );
}
