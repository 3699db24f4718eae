import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/account-contract";
import { ContractServiceFacts, ContractTermsFacts, Fact } from "~/components/contracts/contract-facts";
import { Checkbox, FormAlert, SelectField, SubmitButton, TextAreaField } from "~/components/ui/form-fields";
import { contractFactsCopy, contractPageCopy as copy } from "~/content/contracts-customer";
import { requireUser } from "~/lib/auth/auth.server";
import { contractPageForm } from "~/lib/contracts/customer-actions.server";
import { findCustomerContract, getCustomerContract } from "~/lib/contracts/customer-contracts.server";
import { type ContractActionData, contractIdParam, TERMS_HASH_FIELD } from "~/lib/contracts/customer-form";
import { formAction } from "~/lib/form-action.server";
import { formPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { formatDateTime, formatLongDate } from "~/lib/india-time";
import { documentTitle } from "~/lib/meta";
import { PLAN_REQUEST_NOTE_MAX_LENGTH } from "~/lib/plan-requests/form";
import { notFound } from "~/lib/staff/guard.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = contractIdParam(params.id);
  // Someone else's contract, and a draft not sent yet, answer exactly like a number that does not exist.
  const contract = id ? await getCustomerContract(context.get(dbContext), user.id, id) : null;
  if (!contract) throw notFound(request);
  // Idempotency key of this copy of the plan-change form; a fresh one each time the page loads.
  return { contract, changeKey: crypto.randomUUID() };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const user = await requireUser(request, context);
  const id = contractIdParam(params.id);
  if (!id || (await findCustomerContract(context.get(dbContext), user.id, id)) === null) throw notFound(request);
  return formAction(args, contractPageForm(user, id));
}

export function headers(args: Route.HeadersArgs) {
  const headers = formPageHeaders(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: documentTitle(loaderData ? copy.title(loaderData.contract.id) : copy.description) },
  { name: "robots", content: "noindex" },
];

/** A terms text as it is: its paragraphs (blank-line separated) and their lines, nothing reflowed. */
function TermsText({ text }: { text: string }) {
  return (
    <div className="mt-3 max-h-[32rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900">
      {text.split("\n\n").map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text, never reordered.
        <p key={index} className="mt-3 break-words whitespace-pre-line first:mt-0">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

const sectionClass = "mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const headingClass = "text-lg font-bold text-slate-900";
const secondaryButton =
  "inline-flex rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export default function AccountContract({ loaderData, actionData }: Route.ComponentProps) {
  const { contract, changeKey } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const answer: ContractActionData | undefined = navigation.state === "idle" ? actionData : undefined;
  const errorsOf = (intent: ContractActionData["intent"]) => (answer?.intent === intent ? answer.fieldErrors : {});
  const waiting = contract.state.state === "waiting";
  return (
    <div className="container-page py-10">
      <Link to="/account/contracts" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 md:text-3xl">
        {contractFactsCopy.heading(contract.id, contract.planName)}
      </h1>
      <div className="mt-4">
        <FormAlert message={answer?.message} />
      </div>

      <section aria-labelledby="contract-facts" className={sectionClass}>
        <h2 id="contract-facts" className="sr-only">
          {contractFactsCopy.factsHeading}
        </h2>
        <ContractTermsFacts contract={contract} />
        <ContractServiceFacts contract={contract} headingId="contract-service" />
        {contract.renewalOf !== null || contract.renewedAs !== null ? (
          <dl className="mt-5 space-y-1 text-sm">
            {contract.renewalOf !== null ? <ChainLink term={copy.chain.renewalOf} id={contract.renewalOf} /> : null}
            {contract.renewedAs !== null ? <ChainLink term={copy.chain.renewedAs} id={contract.renewedAs} /> : null}
          </dl>
        ) : null}
      </section>

      {waiting ? (
        <section aria-labelledby="contract-terms" className={sectionClass}>
          <h2 id="contract-terms" className={headingClass}>
            {copy.termsHeading}
          </h2>
          <TermsText text={contract.terms.text} />
          <h3 className="mt-6 text-base font-bold text-slate-900">{copy.accept.heading}</h3>
          <p className="mt-1 text-sm text-slate-700">{copy.accept.intro}</p>
          <AcceptTermsForm
            intent="accept"
            hash={contract.terms.hash}
            checkbox={copy.accept.checkbox}
            submit={copy.accept.submit}
            error={errorsOf("accept").agree}
            busy={busy}
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
                <time dateTime={contract.acceptance.acceptedAt}>{formatDateTime(contract.acceptance.acceptedAt)}</time>
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
          <TermsText text={contract.acceptance?.termsText ?? contract.terms.text} />
        </section>
      )}

      {contract.renewal ? (
        <section aria-labelledby="contract-renew" className={sectionClass}>
          <h2 id="contract-renew" className={headingClass}>
            {copy.renew.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {copy.renew.intro(formatLongDate(contract.renewal.startsOn), formatLongDate(contract.renewal.endsOn))}
          </p>
          <TermsText text={contract.renewal.text} />
          <AcceptTermsForm
            intent="renew"
            hash={contract.renewal.hash}
            checkbox={copy.renew.checkbox}
            submit={copy.renew.submit}
            error={errorsOf("renew").agree}
            busy={busy}
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
            <Form method="post" className="mt-4">
              <input type="hidden" name="autoRenew" value={contract.autoRenew ? "off" : "on"} />
              <button type="submit" name="intent" value="auto-renew" disabled={busy} className={secondaryButton}>
                {contract.autoRenew ? copy.autoRenew.switchOff : copy.autoRenew.switchOn}
              </button>
            </Form>
          </section>

          <section aria-labelledby="contract-change" className={sectionClass}>
            <h2 id="contract-change" className={headingClass}>
              {copy.change.heading}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{copy.change.intro}</p>
            <Form method="post" className="mt-4 max-w-xl space-y-4">
              <input type="hidden" name="changeKey" value={changeKey} />
              <input type="hidden" name="intent" value="change-plan" />
              <SelectField
                name="planId"
                label={copy.change.plan}
                error={errorsOf("change-plan").planId}
                defaultValue={answer?.intent === "change-plan" ? answer.values.planId : undefined}
                options={[
                  { value: "", label: copy.change.choosePlan },
                  ...contract.planChoices.map((plan) => ({ value: plan.id, label: plan.name })),
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
                defaultValue={answer?.intent === "change-plan" ? answer.values.note : undefined}
              />
              <SubmitButton busy={busy} label={copy.change.submit} busyLabel={copy.change.busy} fullWidth={false} />
            </Form>
          </section>
        </>
      ) : null}
    </div>
  );
}

/**
 * An explicit acceptance of the terms shown above it: a required box, and the shown text's hash
 * posted back (the server refuses it if the terms changed meanwhile). A plain post without JavaScript.
 */
function AcceptTermsForm(props: {
  intent: "accept" | "renew";
  hash: string;
  checkbox: string;
  submit: string;
  error?: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name={TERMS_HASH_FIELD} value={props.hash} />
      <Checkbox name="agree" required error={props.error}>
        {props.checkbox}
      </Checkbox>
      <button
        type="submit"
        name="intent"
        value={props.intent}
        disabled={props.busy}
        className="inline-flex rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {props.submit}
      </button>
    </Form>
  );
}

function ChainLink({ term, id }: { term: string; id: number }) {
  return (
    <div className="flex gap-2">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd>
        <Link to={`/account/contracts/${id}`} className="font-medium text-brand-800 underline underline-offset-2">
          {contractFactsCopy.reference(id)}
        </Link>
      </dd>
    </div>
  );
}
