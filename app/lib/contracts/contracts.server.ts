// AMC contracts, a case type of the casework kernel (docs/decisions/027-amc-contracts.md): drafting
// one from a plan's figures (copied: plans.ts may change later), sending it for acceptance, the
// customer's acceptance with its record, renewal into a new linked contract, cancellation, expiry,
// and which contract covers a customer on a day (the desk's target comes from it).
//
// Every command locks the contract (`withLockedCase`), checks its state there, and records itself
// through `appendCaseEvent`: the history, the audit entry and the email are written in one
// transaction with the change, or not at all.
import { asc, eq } from "drizzle-orm";
import { getPlan } from "~/content/plans";
import { type BillingPeriod, billingPeriodMonths, getPlanTerms } from "~/content/plan-terms";
import type { Database } from "~/db/client.server";
import {
  type ContractAcceptanceChannel,
  type ContractStatus,
  contractAcceptances,
  contractEvents,
  contractSites,
  contracts,
  planRequestEvents,
  planRequests,
  users,
} from "~/db/schema";
import { type CaseActor, type CaseWriter, defineCaseType, systemActor } from "~/lib/casework/case-type.server";
import { lockCase, withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent, type CaseEventOptions } from "~/lib/casework/events.server";
import { invoiceAcceptedContract, invoiceRenewal, renewalInvoice } from "~/lib/invoices/contract-billing.server";
import type { Invoice, IssuedDocument } from "~/lib/invoices/invoices.server";
import { cancelJobsFor, scheduleJob } from "~/lib/jobs/jobs.server";
import { periodPricePaise } from "~/lib/money/paise";
import { schedulePreventiveVisits } from "~/lib/visits/visits.server";
import { addDays, type CalendarDay, contractEndDay, indiaTime, lapseDay, renewalReminders } from "./period";
import { type ContractTermsSource, contractTermsText } from "./terms";
import { termsHash } from "./terms.server";
import { canMoveContract, contractInForceStatuses } from "./transitions";

export const contractCase = defineCaseType({
  subject: "contract",
  auditPrefix: "contract",
  table: contracts,
  events: contractEvents,
  eventRecordKey: "contractId",
  status: { key: "status", canMove: (from, to) => canMoveContract(from as ContractStatus, to as ContractStatus) },
  touchKey: "updatedAt",
  noteAudit: "text",
});

export type Contract = typeof contracts.$inferSelect;
export type ContractSite = { address: string; area: string };

/** An email a contract's change sends (built by the caller, queued by the kernel with the event). */
export type ContractEmail = CaseEventOptions["email"];

/** The system as an actor: jobs (reminders, expiry, automatic renewal). */

// --- Terms ------------------------------------------------------------------------------------------

/** A quoted plan's own figures (Custom Enterprise): staff type them when they draft the contract. */
export type CustomFigures = {
  pricePaisePerMonth: number;
  responseMinutes: number;
  deviceLimit: number | null;
  onSiteVisitsPerYear: number | null;
};

/** The figures a contract copies: from the plan's terms in the content, or the quote for a custom plan. */
export type ContractFigures = Pick<
  Contract,
  | "planId"
  | "planName"
  | "pricePaisePerMonth"
  | "billingPeriod"
  | "discountPercent"
  | "periodPricePaise"
  | "deviceLimit"
  | "healthChecks"
  | "onSiteVisitsPerYear"
  | "responseMinutes"
>;

/**
 * The figures of a plan for a billing period, as a contract copies them; null when the plan does not
 * become a contract, does not offer the period, or is quoted and no quote was given.
 */
export function contractFigures(
  planId: string,
  billingPeriod: BillingPeriod,
  custom?: CustomFigures | null,
): ContractFigures | null {
  const terms = getPlanTerms(planId);
  const plan = getPlan(planId);
  if (!terms?.contract || !plan) return null;
  const option = terms.billingOptions.find((offered) => offered.period === billingPeriod);
  if (!option) return null;
  const quoted = terms.pricePaisePerMonth === null;
  if (quoted && !custom) return null;
  const monthly = quoted ? (custom?.pricePaisePerMonth ?? 0) : (terms.pricePaisePerMonth ?? 0);
  return {
    planId,
    planName: plan.name,
    pricePaisePerMonth: monthly,
    billingPeriod,
    discountPercent: option.discountPercent,
    periodPricePaise: periodPricePaise(monthly, billingPeriodMonths[billingPeriod], option.discountPercent),
    deviceLimit: quoted && custom ? custom.deviceLimit : terms.deviceLimit,
    healthChecks: terms.healthChecks,
    onSiteVisitsPerYear: quoted && custom ? custom.onSiteVisitsPerYear : terms.onSiteVisitsPerYear,
    responseMinutes: quoted && custom ? custom.responseMinutes : terms.responseMinutes,
  };
}

/** A contract's sites, in order. */
export async function contractSitesOf(db: CaseWriter, contractId: number): Promise<ContractSite[]> {
  return db
    .select({ address: contractSites.address, area: contractSites.area })
    .from(contractSites)
    .where(eq(contractSites.contractId, contractId))
    .orderBy(asc(contractSites.position));
}

/** Everything the terms text is made of, read in the caller's transaction. */
export async function contractTermsSource(db: CaseWriter, contract: Contract): Promise<ContractTermsSource> {
  const [customer] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, contract.userId));
  if (!customer) throw new Error(`contract ${contract.id} has no customer`);
  return {
    ...contract,
    customerName: customer.fullName,
    customerEmail: customer.email,
    sites: await contractSitesOf(db, contract.id),
  };
}

/** The terms text of a contract as it stands, and its hash. */
export async function contractTerms(db: CaseWriter, contract: Contract): Promise<{ text: string; hash: string }> {
  const text = contractTermsText(await contractTermsSource(db, contract));
  return { text, hash: termsHash(text) };
}

async function replaceSites(tx: CaseWriter, contractId: number, sites: readonly ContractSite[]) {
  await tx.delete(contractSites).where(eq(contractSites.contractId, contractId));
  if (sites.length > 0) {
    await tx
      .insert(contractSites)
      .values(
        sites.map((site, index) => ({ contractId, position: index + 1, address: site.address, area: site.area })),
      );
  }
}

// --- Drafting ---------------------------------------------------------------------------------------

export type DraftInput = {
  userId: number;
  planId: string;
  billingPeriod: BillingPeriod;
  startsOn: CalendarDay;
  sites: readonly ContractSite[];
  custom?: CustomFigures | null;
  autoRenew?: boolean;
  planRequestId?: number | null;
};

export type DraftResult = { outcome: "changed"; id: number } | { outcome: "invalid"; reason: "plan" | "customer" };

/** A new draft contract, its figures copied from the plan now; recorded as 'created' in its history. */
export async function draftContract(db: Database, actor: CaseActor, input: DraftInput): Promise<DraftResult> {
  const figures = contractFigures(input.planId, input.billingPeriod, input.custom);
  if (!figures) return { outcome: "invalid", reason: "plan" };
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
    if (customer?.role !== "customer") return { outcome: "invalid" as const, reason: "customer" as const };
    const [row] = await tx
      .insert(contracts)
      .values({
        ...figures,
        userId: input.userId,
        planRequestId: input.planRequestId ?? null,
        startsOn: input.startsOn,
        endsOn: contractEndDay(input.startsOn),
        autoRenew: input.autoRenew ?? false,
      })
      .returning({ id: contracts.id });
    if (!row) throw new Error("contract insert returned nothing");
    await replaceSites(tx, row.id, input.sites);
    await appendCaseEvent(
      tx,
      contractCase,
      row.id,
      actor,
      { kind: "created", internal: true, toValue: "draft" },
      {
        audit: {
          verb: "draft",
          after: { ...figures, startsOn: input.startsOn, planRequestId: input.planRequestId ?? null },
        },
      },
    );
    return { outcome: "changed" as const, id: row.id };
  });
}

/** A draft's editable parts: a change after sending makes the customer's open page outdated (its terms hash). */
export type DraftChanges = Omit<DraftInput, "userId" | "planRequestId">;

export type DraftEditResult =
  | { outcome: "changed" }
  | { outcome: "missing" }
  | { outcome: "invalid"; reason: "plan" | "not-draft" };

/** Changes a draft's plan, period, dates, sites or quote; recorded as 'edited'. */
export async function editDraftContract(
  db: Database,
  actor: CaseActor,
  id: number,
  changes: DraftChanges,
): Promise<DraftEditResult> {
  const figures = contractFigures(changes.planId, changes.billingPeriod, changes.custom);
  if (!figures) return { outcome: "invalid", reason: "plan" };
  return withLockedCase(db, contractCase, id, async (tx, row) => {
    if (row.status !== "draft") return { outcome: "invalid" as const, reason: "not-draft" as const };
    await replaceSites(tx, id, changes.sites);
    const after = {
      ...figures,
      startsOn: changes.startsOn,
      endsOn: contractEndDay(changes.startsOn),
      autoRenew: changes.autoRenew ?? row.autoRenew,
    };
    await appendCaseEvent(
      tx,
      contractCase,
      id,
      actor,
      { kind: "edited", internal: true },
      {
        changes: after,
        audit: { verb: "edit", after },
      },
    );
    return { outcome: "changed" as const };
  });
}

/**
 * Sends a draft to its customer for acceptance (their email links to /account/contracts/{id}); sent
 * again, it reminds them. Refused once the draft is accepted or cancelled.
 */
export async function sendContractForAcceptance(
  db: Database,
  actor: CaseActor,
  id: number,
  email?: (contract: Contract) => ContractEmail,
): Promise<{ outcome: "changed" } | { outcome: "missing" } | { outcome: "invalid" }> {
  return withLockedCase(db, contractCase, id, async (tx, row) => {
    const contract = row as Contract;
    if (contract.status !== "draft") return { outcome: "invalid" as const };
    const now = new Date();
    await appendCaseEvent(
      tx,
      contractCase,
      id,
      actor,
      { kind: "sent" },
      {
        changes: { sentAt: now },
        email: email?.(contract) ?? null,
        audit: { verb: "send", after: { resent: contract.sentAt !== null }, outboxKey: "outboxId" },
        now,
      },
    );
    return { outcome: "changed" as const };
  });
}

/** The customer (or staff for them) switches automatic renewal on or off; 'unchanged' when it already is. */
export async function setContractAutoRenew(
  db: Database,
  actor: CaseActor,
  id: number,
  change: { on: boolean; customerId?: number },
  email?: (contract: Contract) => ContractEmail,
): Promise<{ outcome: "changed" } | { outcome: "unchanged" } | { outcome: "missing" } | { outcome: "invalid" }> {
  return withLockedCase(db, contractCase, id, async (tx, row) => {
    const contract = row as Contract;
    if (change.customerId !== undefined && contract.userId !== change.customerId)
      return { outcome: "missing" as const };
    if (!(contractInForceStatuses as readonly string[]).includes(contract.status) && contract.status !== "draft") {
      return { outcome: "invalid" as const };
    }
    if (contract.autoRenew === change.on) return { outcome: "unchanged" as const };
    await appendCaseEvent(
      tx,
      contractCase,
      id,
      actor,
      { kind: "auto_renew", fromValue: String(contract.autoRenew), toValue: String(change.on) },
      {
        changes: { autoRenew: change.on },
        email: contract.status === "draft" ? null : (email?.(contract) ?? null),
        audit: { verb: "auto-renew", after: { autoRenew: change.on }, outboxKey: "outboxId" },
      },
    );
    return { outcome: "changed" as const };
  });
}

// --- Acceptance -------------------------------------------------------------------------------------

export type AcceptanceMeta = { clientAddress: string | null; userAgent: string | null };

export type AcceptResult =
  | { outcome: "accepted" }
  /** Not this customer's, or no such contract: the page answers 404. */
  | { outcome: "missing" }
  /** Accepted before (a second press, another tab): nothing doubled. */
  | { outcome: "already-accepted" }
  /** The terms changed since the customer's page was rendered: they must read them again. */
  | { outcome: "outdated" }
  /** Not waiting for acceptance (not sent yet, or cancelled). */
  | { outcome: "not-open" };

/** Moves a plan request the contract was drafted from to 'active', with the contract's figures. */
async function activatePlanRequest(tx: CaseWriter, contract: Contract, actor: CaseActor, now: Date) {
  if (contract.planRequestId === null) return;
  const [request] = await tx
    .select({ status: planRequests.status })
    .from(planRequests)
    .where(eq(planRequests.id, contract.planRequestId))
    .for("update");
  if (!request || request.status === "active" || request.status === "cancelled" || request.status === "declined")
    return;
  await tx
    .update(planRequests)
    .set({ status: "active", startedAt: now, responseTime: null, updatedAt: now })
    .where(eq(planRequests.id, contract.planRequestId));
  await tx.insert(planRequestEvents).values({
    planRequestId: contract.planRequestId,
    kind: "status",
    channel: "system",
    actorUserId: actor.id,
    actorName: actor.fullName,
    fromValue: request.status,
    toValue: "active",
    body: null,
    createdAt: now,
  });
}

/** Records an acceptance and makes the contract active: its jobs and first preventive visits scheduled, its plan request active. */
async function activate(
  tx: CaseWriter,
  contract: Contract,
  actor: CaseActor,
  acceptance: {
    channel: ContractAcceptanceChannel;
    userId: number | null;
    text: string;
    hash: string;
  } & AcceptanceMeta,
  options: { email?: ContractEmail; now: Date },
) {
  await tx.insert(contractAcceptances).values({
    contractId: contract.id,
    userId: acceptance.userId,
    channel: acceptance.channel,
    clientAddress: acceptance.clientAddress,
    userAgent: acceptance.userAgent,
    termsText: acceptance.text,
    termsHash: acceptance.hash,
    acceptedAt: options.now,
  });
  await appendCaseEvent(
    tx,
    contractCase,
    contract.id,
    actor,
    {
      kind: "accepted",
      channel: acceptance.channel === "auto-renew" ? "system" : "web",
      fromValue: contract.status,
      toValue: "active",
    },
    {
      changes: { status: "active", activatedAt: options.now },
      email: options.email ?? null,
      audit: {
        verb: "accept",
        after: { channel: acceptance.channel, termsHash: acceptance.hash },
        outboxKey: "outboxId",
      },
      now: options.now,
    },
  );
  await scheduleContractJobs(tx, contract);
  await schedulePreventiveVisits(tx, contract.id, options.now);
  await activatePlanRequest(tx, contract, actor, options.now);
}

/**
 * The customer accepts a draft sent to them, with the hash of the terms text their page showed. The
 * acceptance keeps the text, the time, the account and the client's address; only then is the
 * contract active.
 */
export async function acceptContract(
  db: Database,
  customer: CaseActor & { id: number },
  id: number,
  given: { termsHash: string } & AcceptanceMeta,
  email?: (contract: Contract) => ContractEmail,
): Promise<AcceptResult> {
  const result = await withLockedCase(db, contractCase, id, async (tx, row) => {
    const contract = row as Contract;
    if (contract.userId !== customer.id) return { outcome: "missing" as const };
    const [accepted] = await tx
      .select({ id: contractAcceptances.id })
      .from(contractAcceptances)
      .where(eq(contractAcceptances.contractId, id));
    if (accepted) return { outcome: "already-accepted" as const };
    if (contract.status !== "draft" || contract.sentAt === null) return { outcome: "not-open" as const };
    const terms = await contractTerms(tx, contract);
    if (terms.hash !== given.termsHash) return { outcome: "outdated" as const };
    const now = new Date();
    await activate(
      tx,
      contract,
      customer,
      {
        channel: "portal",
        userId: customer.id,
        ...terms,
        clientAddress: given.clientAddress,
        userAgent: given.userAgent,
      },
      { email: email?.(contract), now },
    );
    // Billed in advance: the period in force today is invoiced with the acceptance (one starting
    // later is invoiced on its start by the hourly billing run).
    await invoiceAcceptedContract(tx, contract, now);
    return { outcome: "accepted" as const };
  });
  return result;
}

// --- Renewal ----------------------------------------------------------------------------------------

export type RenewResult =
  /** `invoice`: the renewal's first period, invoiced at once (null when nothing is billed). */
  | { outcome: "renewed"; contractId: number; invoice: IssuedDocument | null }
  | { outcome: "missing" }
  /** Renewed before: the next period exists (its id). */
  | { outcome: "already-renewed"; contractId: number }
  /** Not renewable: a draft, cancelled or expired contract. */
  | { outcome: "not-renewable" };

/**
 * The figures of the next period: the plan's price and entitlements then in force (from the content),
 * or the same quote again for a quoted plan.
 */
export function renewalFigures(contract: Contract): ContractFigures {
  const quoted = getPlanTerms(contract.planId)?.pricePaisePerMonth === null;
  const fresh = quoted
    ? contractFigures(contract.planId, contract.billingPeriod, contract)
    : contractFigures(contract.planId, contract.billingPeriod);
  // A plan withdrawn from the content renews on the figures it had.
  return (
    fresh ?? {
      planId: contract.planId,
      planName: contract.planName,
      pricePaisePerMonth: contract.pricePaisePerMonth,
      billingPeriod: contract.billingPeriod,
      discountPercent: contract.discountPercent,
      periodPricePaise: contract.periodPricePaise,
      deviceLimit: contract.deviceLimit,
      healthChecks: contract.healthChecks,
      onSiteVisitsPerYear: contract.onSiteVisitsPerYear,
      responseMinutes: contract.responseMinutes,
    }
  );
}

/** The next period of a contract as it would be created now (for the confirmation page's terms). */
export async function renewalPreview(
  db: CaseWriter,
  contract: Contract,
): Promise<{ contract: Contract; text: string; hash: string }> {
  const startsOn = addDays(contract.endsOn, 1);
  const next: Contract = {
    ...contract,
    ...renewalFigures(contract),
    // The next contract's number is not known before it exists; the terms name the one they renew.
    id: contract.id,
    startsOn,
    endsOn: contractEndDay(startsOn),
  };
  const source = await contractTermsSource(db, contract);
  const text = contractTermsText({ ...source, ...next, id: contract.id });
  return { contract: next, text, hash: termsHash(text) };
}

/** The first invoice of a renewal (by the renewal's id), or null: not a contract, or nothing was billed. */
export async function renewalInvoiceOf(db: CaseWriter, renewalId: number): Promise<Invoice | null> {
  const [renewal] = await db
    .select({ id: contracts.id, startsOn: contracts.startsOn })
    .from(contracts)
    .where(eq(contracts.id, renewalId));
  return renewal ? renewalInvoice(db, renewal) : null;
}

/**
 * Renews a contract in force: the next period becomes a new active contract that names this one
 * (starting the day after it ends, with its sites and auto-renew setting), accepted through `channel`
 * with the renewal's terms text; this one becomes 'renewed'. Once only: a second renewal answers
 * 'already-renewed' with the first one's new contract.
 */
export async function renewContract(
  db: Database,
  actor: CaseActor,
  id: number,
  how: {
    /** 'portal': the customer renewing from their signed-in contract page. */
    channel: ContractAcceptanceChannel;
    acceptedBy: number | null;
    customerId?: number;
  } & AcceptanceMeta,
  emails?: {
    renewed?: (old: Contract, next: Contract) => ContractEmail;
  },
  now = new Date(),
): Promise<RenewResult> {
  return withLockedCase(db, contractCase, id, async (tx, row) => {
    const contract = row as Contract;
    if (how.customerId !== undefined && contract.userId !== how.customerId) return { outcome: "missing" as const };
    const [existing] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.previousContractId, id));
    if (existing) return { outcome: "already-renewed" as const, contractId: existing.id };
    if (!(contractInForceStatuses as readonly string[]).includes(contract.status))
      return { outcome: "not-renewable" as const };
    const preview = await renewalPreview(tx, contract);
    const sites = await contractSitesOf(tx, id);
    const { id: _ignored, createdAt: _c, updatedAt: _u, ...copied } = preview.contract;
    const [created] = await tx
      .insert(contracts)
      .values({
        ...copied,
        previousContractId: id,
        planRequestId: null,
        status: "draft",
        sentAt: now,
        activatedAt: null,
        closedAt: null,
        cancelReason: null,
      })
      .returning();
    if (!created) throw new Error("renewal insert returned nothing");
    await replaceSites(tx, created.id, sites);
    // The renewal's own text names the new contract's number.
    const terms = await contractTerms(tx, created);
    await appendCaseEvent(tx, contractCase, created.id, actor, {
      kind: "created",
      internal: true,
      channel: how.channel === "auto-renew" ? "system" : "web",
      body: `Renewal of AMC-${id}`,
      toValue: "draft",
    });
    await activate(
      tx,
      created,
      actor,
      {
        channel: how.channel,
        userId: how.acceptedBy,
        ...terms,
        clientAddress: how.clientAddress,
        userAgent: how.userAgent,
      },
      { now },
    );
    // The renewal's first period is invoiced now, and the renewal held in grace until it is paid.
    const invoice = await invoiceRenewal(tx, created, now);
    await appendCaseEvent(
      tx,
      contractCase,
      id,
      actor,
      {
        kind: "status",
        channel: how.channel === "auto-renew" ? "system" : "web",
        fromValue: contract.status,
        toValue: "renewed",
        body: `Renewed as AMC-${created.id}`,
      },
      {
        changes: { status: "renewed", closedAt: now },
        email: emails?.renewed?.(contract, { ...created, status: "active" }) ?? null,
        audit: { verb: "renew", after: { channel: how.channel, next: created.id }, outboxKey: "outboxId" },
        now,
      },
    );
    await cancelRenewalJobs(tx, id);
    return { outcome: "renewed" as const, contractId: created.id, invoice };
  });
}

// --- A renewal held in grace for payment ------------------------------------------------------------

export type WaiveResult =
  | { outcome: "changed" }
  | { outcome: "missing" }
  /** Not awaiting payment any more (paid, or waived by someone else since the page was rendered). */
  | { outcome: "not-awaiting" };

/**
 * Staff take a renewal out of grace without its invoice being paid (the invoice stays due), with the
 * reason, recorded as 'payment_waived' with its audit entry.
 */
export async function waiveContractPayment(
  db: Database,
  actor: CaseActor,
  id: number,
  change: { reason: string },
): Promise<WaiveResult> {
  return withLockedCase(db, contractCase, id, async (tx, row) => {
    const contract = row as Contract;
    if (!contract.awaitingPayment) return { outcome: "not-awaiting" as const };
    await appendCaseEvent(
      tx,
      contractCase,
      id,
      actor,
      { kind: "payment_waived", internal: true, fromValue: "true", toValue: "false", body: change.reason },
      {
        changes: { awaitingPayment: false },
        audit: { verb: "waive-payment", after: { reason: change.reason } },
      },
    );
    return { outcome: "changed" as const };
  });
}

// --- Cancellation and expiry ------------------------------------------------------------------------

export type CancelResult =
  | { outcome: "changed" }
  | { outcome: "missing" }
  | { outcome: "conflict"; current: ContractStatus }
  | { outcome: "invalid" };

/** Cancels a draft or a contract in force, with the reason (kept on the contract and in its history). */
export async function cancelContract(
  db: Database,
  actor: CaseActor,
  id: number,
  change: { expected: ContractStatus; reason: string },
  email?: (contract: Contract) => ContractEmail,
): Promise<CancelResult> {
  return withLockedCase(db, contractCase, id, async (tx, row) => {
    const contract = row as Contract;
    if (contract.status !== change.expected) return { outcome: "conflict" as const, current: contract.status };
    if (!canMoveContract(contract.status, "cancelled")) return { outcome: "invalid" as const };
    const now = new Date();
    await appendCaseEvent(
      tx,
      contractCase,
      id,
      actor,
      { kind: "status", fromValue: contract.status, toValue: "cancelled", body: change.reason },
      {
        changes: { status: "cancelled", closedAt: now, cancelReason: change.reason },
        // A draft never sent was never the customer's business: no email.
        email: contract.status === "draft" && contract.sentAt === null ? null : (email?.(contract) ?? null),
        audit: {
          verb: "cancel",
          before: { status: contract.status },
          after: { reason: change.reason },
          outboxKey: "outboxId",
        },
        now,
      },
    );
    await cancelRenewalJobs(tx, id);
    return { outcome: "changed" as const };
  });
}

/** Ends a contract past its grace period (the expiry job); false when it was renewed or cancelled meanwhile. */
export async function expireContract(
  tx: CaseWriter,
  id: number,
  email?: (contract: Contract) => ContractEmail,
  now = new Date(),
): Promise<boolean> {
  const row = (await lockCase(tx, contractCase, id)) as Contract | null;
  if (!row || !canMoveContract(row.status, "expired")) return false;
  await appendCaseEvent(
    tx,
    contractCase,
    id,
    systemActor,
    { kind: "status", channel: "system", fromValue: row.status, toValue: "expired" },
    {
      changes: { status: "expired", closedAt: now },
      email: email?.(row) ?? null,
      audit: { verb: "expire", after: { endsOn: row.endsOn }, outboxKey: "outboxId" },
      now,
    },
  );
  return true;
}

// --- Renewal jobs -----------------------------------------------------------------------------------

/** The due jobs of contracts (app/lib/jobs): reminders, automatic renewal and expiry, per contract. */
export const CONTRACT_JOB_KIND = "contract_renewal";

/** Reminders go out at 9:00 in India, the automatic renewal at noon of the end date, expiry at the start of the lapse day. */
export const REMINDER_HOUR_IST = 9;
export const AUTO_RENEW_HOUR_IST = 12;

/**
 * Schedules a contract's reminders, its automatic renewal and its expiry as due jobs (each runs once,
 * with any number of app servers). Reminders whose day has passed are scheduled too: the handler
 * sends only the latest due one (period.ts, currentReminder).
 */
export async function scheduleContractJobs(tx: CaseWriter, contract: Pick<Contract, "id" | "endsOn">): Promise<void> {
  for (const reminder of renewalReminders(contract.endsOn)) {
    await scheduleJob(tx, {
      kind: CONTRACT_JOB_KIND,
      subjectId: contract.id,
      key: reminder.key,
      runAt: indiaTime(reminder.day, REMINDER_HOUR_IST),
    });
  }
  await scheduleJob(tx, {
    kind: CONTRACT_JOB_KIND,
    subjectId: contract.id,
    key: "auto-renew",
    runAt: indiaTime(contract.endsOn, AUTO_RENEW_HOUR_IST),
  });
  await scheduleJob(tx, {
    kind: CONTRACT_JOB_KIND,
    subjectId: contract.id,
    key: "expire",
    runAt: indiaTime(lapseDay(contract.endsOn)),
  });
}

/** Drops a closed contract's pending jobs (done ones stay, as the record of what was sent). */
export async function cancelRenewalJobs(tx: CaseWriter, id: number): Promise<void> {
  await cancelJobsFor(tx, CONTRACT_JOB_KIND, id);
}
