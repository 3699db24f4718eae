// The staff's contract forms, each through the kernel's case form (the bounded reader, the origin
// check, post/redirect/get with a toast, 400/404/409 as the page's data):
// - the draft form (POST /staff/contracts/new and /staff/contracts/:id/edit): save, or add another
//   site row (a plain submit, so it works without JavaScript);
// - the contract page (POST /staff/contracts/:id): send for acceptance, cancel with a reason, renew on
//   the customer's behalf (two steps), and the kernel's note. Each compares the status the page
//   showed, so a change based on a stale page is refused (409).
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { type BillingPeriod, billingPeriods, contractPlanIds, getPlanTerms } from "~/content/plan-terms";
import { staffContractBillingCopy } from "~/content/staff-contract-billing";
import { contractDraftCopy, contractStatusLabels, staffContractCopy } from "~/content/staff-contracts";
import type { Database } from "~/db/client.server";
import { contracts, users } from "~/db/schema";
import type { CaseAnswers, CaseIntentArgs } from "~/lib/casework/case-form.server";
import { defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { noteIntent } from "~/lib/casework/intents.server";
import { calendarDate, idValue } from "~/lib/casework/list-codec";
import { cleanLine, type FieldErrors, requiredText, stringFields } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { parseRupees } from "~/lib/money/paise";
import {
  type Contract,
  type ContractSite,
  type CustomFigures,
  cancelContract,
  contractCase,
  type DraftChanges,
  draftContract,
  editDraftContract,
  renewContract,
  sendContractForAcceptance,
  waiveContractPayment,
} from "./contracts.server";
import { contractCancelledEmail, contractRenewedEmail, contractSentEmail } from "./emails.server";
import { indiaDay } from "./period";
import { planRequestForDraft } from "./staff.server";
import {
  CONTRACT_LIMITS,
  contractStatusNames,
  type DraftField,
  draftFieldNames,
  type StaffContractStatus,
  siteFields,
} from "./staff-query";

const draftWords = contractDraftCopy;
const errors = draftWords.errors;

/** Every field the draft form may post, site rows included (kept when the database is unavailable). */
const allDraftFields: DraftField[] = [
  ...draftFieldNames,
  ...Array.from({ length: CONTRACT_LIMITS.maxSites }, (_, index) => siteFields(index + 1)).flat(),
];

/** How many site rows the form posted (at least the form's first few, at most the limit). */
function postedSiteRows(form: FormData): number {
  let rows = 0;
  while (rows < CONTRACT_LIMITS.maxSites && form.has(`siteAddress${rows + 1}`)) rows += 1;
  return Math.max(rows, CONTRACT_LIMITS.siteRows);
}

const WHOLE = /^\d{1,6}$/;
const wholeOrNull = (text: string) => (text === "" ? null : WHOLE.test(text) ? Number(text) : undefined);

type DraftTarget = { mode: "new" } | { mode: "edit"; id: number };

type ParsedDraft = { customer: { userId: number; planRequestId: number | null } | null; changes: DraftChanges };

const DraftFormSchema = z.object({
  planId: z.enum(contractPlanIds as [string, ...string[]], errors.plan),
  billingPeriod: z.enum(billingPeriods, errors.billingPeriod),
});

/**
 * Reads and checks the draft form: the customer (new drafts: from the plan request, or an existing
 * customer account by email), plan, period, start date, the quote of a quoted plan, and the site rows
 * (a row left empty is skipped; half a row is a mistake).
 */
async function readDraftForm(
  db: Database,
  form: FormData,
  target: DraftTarget,
  now: Date,
): Promise<{ ok: true; draft: ParsedDraft } | { ok: false; fieldErrors: FieldErrors<DraftField> }> {
  const fieldErrors: FieldErrors<DraftField> = {};
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? cleanLine(value) : "";
  };

  let customer: ParsedDraft["customer"] = null;
  if (target.mode === "new") {
    const requestId = idValue(text("planRequest"));
    if (requestId !== null) {
      const request = await planRequestForDraft(db, requestId);
      if (request) customer = { userId: request.userId, planRequestId: request.id };
      else fieldErrors.customerEmail = errors.planRequest;
    } else {
      const email = text("customerEmail").toLowerCase();
      const [account] = email
        ? await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email))
        : [];
      if (!email) fieldErrors.customerEmail = errors.customerRequired;
      else if (account?.role !== "customer") fieldErrors.customerEmail = errors.customerUnknown;
      else customer = { userId: account.id, planRequestId: null };
    }
  }

  const validation = validateForm(DraftFormSchema, form);
  if (!validation.success) Object.assign(fieldErrors, validation.fieldErrors);
  const planId = validation.success ? validation.data.planId : null;
  const billingPeriod = (validation.success ? validation.data.billingPeriod : "monthly") as BillingPeriod;

  const startsOn = calendarDate(text("startsOn"));
  if (startsOn === null) fieldErrors.startsOn = errors.startsOn;
  else if (target.mode === "new" && startsOn < indiaDay(now)) fieldErrors.startsOn = errors.startsInPast;

  let custom: CustomFigures | null = null;
  if (planId !== null && getPlanTerms(planId)?.pricePaisePerMonth === null) {
    const price = parseRupees(text("price"));
    if (price === null || price <= 0) fieldErrors.price = errors.price;
    const hours = wholeOrNull(text("responseHours"));
    const minutes = wholeOrNull(text("responseMinutes"));
    const responseMinutes = (hours ?? 0) * 60 + (minutes ?? 0);
    if (hours === undefined || minutes === undefined || responseMinutes <= 0)
      fieldErrors.responseHours = errors.response;
    const deviceLimit = wholeOrNull(text("deviceLimit"));
    if (deviceLimit === undefined) fieldErrors.deviceLimit = errors.whole;
    const visits = wholeOrNull(text("visits"));
    if (visits === undefined) fieldErrors.visits = errors.whole;
    custom = {
      pricePaisePerMonth: price ?? 0,
      responseMinutes,
      deviceLimit: deviceLimit ?? null,
      onSiteVisitsPerYear: visits ?? null,
    };
  }

  const sites: ContractSite[] = [];
  for (let row = 1; row <= postedSiteRows(form); row += 1) {
    const [addressField, areaField] = siteFields(row);
    const address = text(addressField);
    const area = text(areaField);
    if (address === "" && area === "") continue;
    if (address === "") fieldErrors[addressField] = errors.siteAddress;
    else if (address.length > CONTRACT_LIMITS.address)
      fieldErrors[addressField] = errors.tooLong(CONTRACT_LIMITS.address);
    if (area === "") fieldErrors[areaField] = errors.siteArea;
    else if (area.length > CONTRACT_LIMITS.area) fieldErrors[areaField] = errors.tooLong(CONTRACT_LIMITS.area);
    sites.push({ address, area });
  }

  if (Object.keys(fieldErrors).length > 0 || planId === null || startsOn === null) return { ok: false, fieldErrors };
  return {
    ok: true,
    draft: {
      customer,
      changes: { planId, billingPeriod, startsOn, sites, custom, autoRenew: form.get("autoRenew") === "on" },
    },
  };
}

/** The draft form of a new contract (`{ mode: "new" }`) or of an existing draft. */
export function contractDraftForm(actor: CaseActor, target: DraftTarget) {
  const page = target.mode === "new" ? "/staff/contracts/new" : `/staff/contracts/${target.id}/edit`;
  type Args = CaseIntentArgs<"save" | "addSite", DraftField, { siteRows?: number }>;
  const typed = (form: FormData) => stringFields(form, allDraftFields) as Partial<Record<DraftField, string>>;
  return defineCaseForm<"save" | "addSite", DraftField, { siteRows?: number }>({
    name: "staff-contract-draft",
    page,
    maxBytes: 32 * 1024,
    failed: draftWords.toasts.failed,
    keep: allDraftFields,
    intents: {
      // One more site row, with everything typed kept; nothing is saved.
      async addSite({ form, answer }: Args) {
        const rows = postedSiteRows(form);
        if (rows >= CONTRACT_LIMITS.maxSites) {
          return answer(400, {
            message: errors.tooManySites(CONTRACT_LIMITS.maxSites),
            values: typed(form),
            siteRows: rows,
          });
        }
        return answer(200, { values: typed(form), siteRows: rows + 1 });
      },
      async save({ form, db, answer, done, missing }: Args) {
        const read = await readDraftForm(db, form, target, new Date());
        const refuse = (fieldErrors: FieldErrors<DraftField>) =>
          answer(400, { message: errors.summary, fieldErrors, values: typed(form), siteRows: postedSiteRows(form) });
        if (!read.ok) return refuse(read.fieldErrors);
        const { customer, changes } = read.draft;
        if (target.mode === "new") {
          if (!customer) return refuse({ customerEmail: errors.customerRequired });
          const result = await draftContract(db, actor, { ...changes, ...customer });
          if (result.outcome !== "changed") {
            return refuse(
              result.reason === "customer" ? { customerEmail: errors.customerUnknown } : { planId: errors.plan },
            );
          }
          return done(draftWords.toasts.drafted(result.id), "success", `/staff/contracts/${result.id}`);
        }
        const result = await editDraftContract(db, actor, target.id, changes);
        switch (result.outcome) {
          case "changed":
            return done(draftWords.toasts.edited, "success", `/staff/contracts/${target.id}`);
          case "missing":
            return missing();
          default:
            return result.reason === "not-draft"
              ? answer(409, {
                  message: draftWords.toasts.notDraft,
                  values: typed(form),
                  siteRows: postedSiteRows(form),
                })
              : refuse({ planId: errors.plan });
        }
      },
    },
  });
}

// --- The contract page ------------------------------------------------------------------------------

const copy = staffContractCopy;
const statusLabel = (status: StaffContractStatus) => contractStatusLabels[status];
const expectedStatus = (form: FormData) => {
  const value = form.get("expectedStatus");
  return contractStatusNames.find((status) => status === value) ?? null;
};

const CancelFormSchema = z.object({ reason: requiredText(copy.fieldNames.reason, CONTRACT_LIMITS.reason) });
const WaiveFormSchema = z.object({
  waiveReason: requiredText(staffContractBillingCopy.waive.reason, CONTRACT_LIMITS.reason),
});

/** The contract and its customer's name and address (for the emails), read before the command locks it. */
async function contractWithCustomer(db: Database, id: number) {
  const [row] = await db
    .select({ contract: contracts, fullName: users.fullName, email: users.email, locale: users.locale })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.id, id));
  return row ?? null;
}

type PageIntent = "send" | "cancel" | "renew" | "waive" | "note";
type PageField = "reason" | "waiveReason" | "note";
type PageAnswers = CaseAnswers<PageIntent, PageField>;

/** The 409 of a page that showed another status than the contract has now. */
const stale = (args: PageAnswers, current: StaffContractStatus) =>
  args.answer(409, { message: copy.conflicts.status(statusLabel(current)) });

export function contractActionForm(actor: CaseActor, id: number) {
  const record = { type: contractCase, actor, id };
  return defineCaseForm<PageIntent, PageField>({
    name: "staff-contract",
    page: `/staff/contracts/${id}`,
    maxBytes: 32 * 1024,
    failed: copy.toasts.failed,
    keep: ["reason", "waiveReason", "note"],
    intents: {
      async send(args) {
        const found = await contractWithCustomer(args.db, id);
        if (!found) return args.missing();
        const expected = expectedStatus(args.form);
        if (expected !== found.contract.status) return stale(args, found.contract.status);
        const result = await sendContractForAcceptance(args.db, actor, id, (contract: Contract) =>
          contractSentEmail(contract, found, args.env.PUBLIC_URL),
        );
        if (result.outcome === "missing") return args.missing();
        if (result.outcome === "invalid") return args.answer(409, { message: copy.refusals.notDraft });
        return args.done(copy.toasts.sent);
      },
      async cancel(args) {
        const validation = validateForm(CancelFormSchema, args.form);
        if (!validation.success) return args.rejected(validation);
        const expected = expectedStatus(args.form);
        if (expected === null) return args.invalid("reason", copy.refusals.notCancellable);
        const found = await contractWithCustomer(args.db, id);
        if (!found) return args.missing();
        const reason = validation.data.reason;
        const result = await cancelContract(args.db, actor, id, { expected, reason }, (contract: Contract) =>
          contractCancelledEmail(contract, found, reason, args.env.PUBLIC_URL),
        );
        switch (result.outcome) {
          case "changed":
            return args.done(copy.toasts.cancelled);
          case "conflict":
            return stale(args, result.current);
          case "invalid":
            return args.answer(400, { message: copy.refusals.notCancellable });
          default:
            return args.missing();
        }
      },
      async renew(args) {
        // Two steps, without JavaScript too: the first post asks, the second (confirm=yes) renews.
        if (args.form.get("confirm") !== "yes") return args.answer(200, { confirm: true });
        const found = await contractWithCustomer(args.db, id);
        if (!found) return args.missing();
        if (expectedStatus(args.form) !== found.contract.status) return stale(args, found.contract.status);
        const result = await renewContract(
          args.db,
          actor,
          id,
          {
            channel: "staff",
            acceptedBy: actor.id,
            clientAddress: args.clientAddress,
            userAgent: args.request.headers.get("user-agent")?.slice(0, 500) ?? null,
          },
          { renewed: (old, next) => contractRenewedEmail(old, next, found, false, args.env.PUBLIC_URL) },
        );
        switch (result.outcome) {
          case "renewed":
            return args.done(
              copy.toasts.renewed(result.contractId),
              "success",
              `/staff/contracts/${result.contractId}`,
            );
          case "already-renewed":
            return args.done(copy.toasts.alreadyRenewed(result.contractId), "info");
          case "not-renewable":
            return args.answer(400, { message: copy.refusals.notRenewable });
          default:
            return args.missing();
        }
      },
      // A renewal held in grace for its invoice is released without payment, with the reason.
      async waive(args) {
        const validation = validateForm(WaiveFormSchema, args.form);
        if (!validation.success) return args.rejected(validation);
        const found = await contractWithCustomer(args.db, id);
        if (!found) return args.missing();
        if (expectedStatus(args.form) !== found.contract.status) return stale(args, found.contract.status);
        const result = await waiveContractPayment(args.db, actor, id, { reason: validation.data.waiveReason });
        switch (result.outcome) {
          case "changed":
            return args.done(staffContractBillingCopy.toasts.waived);
          case "not-awaiting":
            return args.answer(409, { message: staffContractBillingCopy.refusals.notAwaiting });
          default:
            return args.missing();
        }
      },
      note: noteIntent({ ...record, maxLength: CONTRACT_LIMITS.note, words: copy }),
    },
  });
}
