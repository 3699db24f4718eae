// The customer's contract pages below the site's header: the list on /account/contracts and a
// contract's page with its forms (accept the terms, automatic renewal, renew, ask to change plan).
// Their loaders render them as static regions for the visitor alone (app/lib/static-regions.ts), so
// none of this, nor its words, is in the browser's JavaScript. The forms are plain HTML form posts,
// with or without JavaScript: the server's answer is the page again, rendered with its messages
// beside the form they belong to, or a redirect with a toast.
import { Link } from "react-router";
import { ContractServiceFacts, ContractTermsFacts, Fact } from "~/components/contracts/contract-facts";
import { ContractInvoices } from "~/components/contracts/contract-invoices";
import { Checkbox, FormAlert, SelectField, SubmitButton, TextAreaField } from "~/components/ui/form-fields";
import * as billingEn from "~/content/contract-billing";
import * as billingMl from "~/content/contract-billing.ml";
import * as termsEn from "~/content/contract-terms";
import * as termsMl from "~/content/contract-terms.ml";
import * as contractsEn from "~/content/contracts-customer";
import * as contractsMl from "~/content/contracts-customer.ml";
import { type ContractActionData, TERMS_HASH_FIELD } from "~/lib/contracts/customer-form";
import type { CustomerContractPage, CustomerContractSummary } from "~/lib/contracts/customer-state";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatDateTime, formatLongDate } from "~/lib/india-time";
import { formatRupeesExact } from "~/lib/money/paise";
import { PLAN_REQUEST_NOTE_MAX_LENGTH } from "~/lib/plan-requests/form";

// Static regions, rendered on the server only: both languages may be imported here.
const billingWords = localized(billingEn, billingMl);
const termsWords = localized(termsEn, termsMl);
const contractWords = localized(contractsEn, contractsMl);

/** /account/contracts below its page header: each contract's card, or where to start without one. */
export function CustomerContractList({ contracts }: { contracts: readonly CustomerContractSummary[] }) {
  const { contractListCopy } = contractWords[useLocale()];
  const to = useLocalePath();
  return (
    <div className="container-page py-12">
      {contracts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
          {contractListCopy.empty}{" "}
          <Link to={to("/amc-plans")} className="font-semibold text-brand-800 underline underline-offset-2">
            {contractListCopy.browsePlans}
          </Link>
        </p>
      ) : (
        <ul className="space-y-6">
          {contracts.map((contract) => (
            <li key={contract.id}>
              <article
                aria-labelledby={`contract-${contract.id}`}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2 id={`contract-${contract.id}`} className="text-lg font-bold text-slate-900">
                  <Link
                    to={to(`/account/contracts/${contract.id}`)}
                    className="text-brand-800 underline underline-offset-2"
                  >
                    <ContractTitle id={contract.id} plan={contract.planName} />
                  </Link>
                </h2>
                <div className="mt-4">
                  <ContractTermsFacts contract={contract} />
                </div>
                <ContractServiceFacts contract={contract} headingId={`contract-${contract.id}-service`} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'AMC-12 · Professional AMC'; on a page in another language, the plan's own name is marked English. */
function ContractTitle({ id, plan }: { id: number; plan: string }) {
  const locale = useLocale();
  const { heading } = contractWords[locale].contractFactsCopy;
  if (locale === "en") return heading(id, plan);
  const [before, after] = heading(id, "\u0000").split("\u0000");
  return (
    <>
      {before}
      <span lang="en">{plan}</span>
      {after}
    </>
  );
}

/**
 * A terms text as it is: its paragraphs (blank-line separated) and their lines, nothing reflowed. The
 * box scrolls, so it takes the keyboard's focus (a group named by its section's heading, as
 * TableScroller does for tables) for keyboard users to scroll it (WCAG 2.1.1).
 */
function TermsText({ text, labelledBy }: { text: string; labelledBy: string }) {
  // The terms are accepted as written in English (their hash is the acceptance's): a Malayalam page
  // says so above them, and marks them English for screen readers.
  const note = termsWords[useLocale()].termsLanguageNote;
  return (
    <>
      {note ? <p className="mt-3 text-sm text-slate-700">{note}</p> : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this only groups a text to scroll it. */}
      <div
        role="group"
        aria-labelledby={labelledBy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be focusable so keyboard users can scroll it (WCAG 2.1.1).
        tabIndex={0}
        lang={note ? "en" : undefined}
        className="mt-3 max-h-[32rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900"
      >
        {text.split("\n\n").map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text, never reordered.
          <p key={index} className="mt-3 break-words whitespace-pre-line first:mt-0">
            {paragraph}
          </p>
        ))}
      </div>
    </>
  );
}

const sectionClass = "mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const headingClass = "text-lg font-bold text-slate-900";
const secondaryButton =
  "inline-flex rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export type ContractPageViewProps = {
  contract: CustomerContractPage;
  /** The server's answer to the post this page is rendered after, or null on a plain visit. */
  answer: ContractActionData | null;
  /** Idempotency key of this copy of the plan-change form. */
  changeKey: string;
};

/** A contract's page: its figures, its terms (to accept, or as accepted), and what the customer may do with it. */
export function ContractPageView({ contract, answer, changeKey }: ContractPageViewProps) {
  const locale = useLocale();
  const to = useLocalePath();
  const { contractFactsCopy, contractPageCopy: copy } = contractWords[locale];
  const { contractGraceCopy } = billingWords[locale];
  const errorsOf = (intent: ContractActionData["intent"]) => (answer?.intent === intent ? answer.fieldErrors : {});
  const change = answer?.intent === "change-plan" ? answer.values : {};
  return (
    <>
      <Link to={to("/account/contracts")} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 md:text-3xl">
        <ContractTitle id={contract.id} plan={contract.planName} />
      </h1>
      {answer?.message ? (
        // The page is the answer to the customer's post: the cursor starts on what it says.
        // biome-ignore lint/a11y/noAutofocus: focus on the server's answer, as a form shows its errors.
        <div tabIndex={-1} autoFocus className="mt-4 outline-none">
          <FormAlert message={answer.message} />
        </div>
      ) : null}

      <section aria-labelledby="contract-facts" className={sectionClass}>
        <h2 id="contract-facts" className="sr-only">
          {contractFactsCopy.factsHeading}
        </h2>
        <ContractTermsFacts contract={contract} />
        <ContractServiceFacts contract={contract} headingId="contract-service" />
        {contract.awaitingInvoice ? (
          <p className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {contractGraceCopy.explain(
              contract.awaitingInvoice.number,
              formatRupeesExact(contract.awaitingInvoice.totalPaise),
              formatLongDate(contract.awaitingInvoice.dueDate, locale),
            )}{" "}
            <Link
              to={to(`/account/invoices/${contract.awaitingInvoice.id}`)}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {contractGraceCopy.invoiceLink(contract.awaitingInvoice.number)}
            </Link>
          </p>
        ) : null}
        {contract.renewalOf !== null || contract.renewedAs !== null ? (
          <dl className="mt-5 space-y-1 text-sm">
            {contract.renewalOf !== null ? <ChainLink term={copy.chain.renewalOf} id={contract.renewalOf} /> : null}
            {contract.renewedAs !== null ? <ChainLink term={copy.chain.renewedAs} id={contract.renewedAs} /> : null}
          </dl>
        ) : null}
      </section>

      <ContractInvoices invoices={contract.invoices} invoiceBase={to("/account/invoices")} className="mt-8 p-6" />

      {contract.state.state === "waiting" ? (
        <section aria-labelledby="contract-terms" className={sectionClass}>
          <h2 id="contract-terms" className={headingClass}>
            {copy.termsHeading}
          </h2>
          <TermsText text={contract.terms.text} labelledBy="contract-terms" />
          <h3 className="mt-6 text-base font-bold text-slate-900">{copy.accept.heading}</h3>
          <p className="mt-1 text-sm text-slate-700">{copy.accept.intro}</p>
          <AcceptTermsForm
            intent="accept"
            hash={contract.terms.hash}
            checkbox={copy.accept.checkbox}
            submit={copy.accept.submit}
            error={errorsOf("accept").agree}
          />
        </section>
      ) : (
        <section aria-labelledby="contract-terms" className={sectionClass}>
          <h2 id="contract-terms" className={headingClass}>
            {contract.acceptance ? copy.acceptedTermsHeading : copy.termsHeading}
          </h2>
          {contract.acceptance ? (
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
              <Fact term={copy.acceptance.acceptedOn}>
                <time dateTime={contract.acceptance.acceptedAt}>
                  {formatDateTime(contract.acceptance.acceptedAt, locale)}
                </time>
              </Fact>
              <Fact term={copy.acceptance.channelLabel}>{copy.acceptance.channel[contract.acceptance.channel]}</Fact>
              <Fact term={copy.acceptance.account}>{contract.acceptance.accountEmail ?? "—"}</Fact>
              <Fact term={copy.acceptance.address}>
                {contract.acceptance.clientAddress ?? copy.acceptance.unknownAddress}
              </Fact>
              <Fact term={copy.acceptance.fingerprint}>
                <code title={copy.acceptance.fingerprintHint}>{contract.acceptance.termsHash.slice(0, 12)}</code>
              </Fact>
            </dl>
          ) : null}
          <TermsText text={contract.acceptance?.termsText ?? contract.terms.text} labelledBy="contract-terms" />
        </section>
      )}

      {contract.renewal ? (
        <section aria-labelledby="contract-renew" className={sectionClass}>
          <h2 id="contract-renew" className={headingClass}>
            {copy.renew.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {copy.renew.intro(
              formatLongDate(contract.renewal.startsOn, locale),
              formatLongDate(contract.renewal.endsOn, locale),
            )}
          </p>
          <TermsText text={contract.renewal.text} labelledBy="contract-renew" />
          <AcceptTermsForm
            intent="renew"
            hash={contract.renewal.hash}
            checkbox={copy.renew.checkbox}
            submit={copy.renew.submit}
            error={errorsOf("renew").agree}
          />
        </section>
      ) : null}

      {contract.mayChange ? (
        <>
          <section aria-labelledby="contract-auto-renew" className={sectionClass}>
            <h2 id="contract-auto-renew" className={headingClass}>
              {copy.autoRenew.heading}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{contract.autoRenew ? copy.autoRenew.on : copy.autoRenew.off}</p>
            <form method="post" className="mt-4">
              <input type="hidden" name="autoRenew" value={contract.autoRenew ? "off" : "on"} />
              <button type="submit" name="intent" value="auto-renew" className={secondaryButton}>
                {contract.autoRenew ? copy.autoRenew.switchOff : copy.autoRenew.switchOn}
              </button>
            </form>
          </section>

          <section aria-labelledby="contract-change" className={sectionClass}>
            <h2 id="contract-change" className={headingClass}>
              {copy.change.heading}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{copy.change.intro}</p>
            <form method="post" className="mt-4 max-w-xl space-y-4">
              <input type="hidden" name="changeKey" value={changeKey} />
              <input type="hidden" name="intent" value="change-plan" />
              <SelectField
                name="planId"
                label={copy.change.plan}
                error={errorsOf("change-plan").planId}
                defaultValue={change.planId}
                options={[
                  { value: "", label: copy.change.choosePlan },
                  // The plans' own names, marked English on a page in another language.
                  ...contract.planChoices.map((plan) => ({
                    value: plan.id,
                    label: plan.name,
                    lang: locale === "en" ? undefined : "en",
                  })),
                ]}
              />
              <TextAreaField
                name="note"
                label={copy.change.note}
                optionalNote={copy.change.optional}
                required={false}
                rows={3}
                maxLength={PLAN_REQUEST_NOTE_MAX_LENGTH}
                error={errorsOf("change-plan").note}
                defaultValue={change.note}
              />
              <SubmitButton busy={false} label={copy.change.submit} busyLabel={copy.change.busy} fullWidth={false} />
            </form>
          </section>
        </>
      ) : null}
    </>
  );
}

/**
 * An explicit acceptance of the terms shown above it: a required box, and the shown text's hash
 * posted back (the server refuses it if the terms changed meanwhile).
 */
function AcceptTermsForm(props: {
  intent: "accept" | "renew";
  hash: string;
  checkbox: string;
  submit: string;
  error?: string;
}) {
  return (
    <form method="post" className="mt-4 space-y-4">
      <input type="hidden" name={TERMS_HASH_FIELD} value={props.hash} />
      <Checkbox name="agree" required error={props.error}>
        {props.checkbox}
      </Checkbox>
      <button
        type="submit"
        name="intent"
        value={props.intent}
        className="inline-flex rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {props.submit}
      </button>
    </form>
  );
}

function ChainLink({ term, id }: { term: string; id: number }) {
  const to = useLocalePath();
  const { contractFactsCopy } = contractWords[useLocale()];
  return (
    <div className="flex gap-2">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd>
        <Link to={to(`/account/contracts/${id}`)} className="font-medium text-brand-800 underline underline-offset-2">
          {contractFactsCopy.reference(id)}
        </Link>
      </dd>
    </div>
  );
}
