// The due jobs of contracts (docs/decisions/027-amc-contracts.md): each contract's reminders, its
// automatic renewal and its expiry (scheduled when it becomes active, contracts.server.ts), and the
// staff's daily digest of contracts ending soon. The due-jobs worker (app/lib/jobs) runs each job
// once, in a transaction that marks it done; everything a handler writes — the status change, the
// history entry, the outbox email — goes through that transaction, so it happens exactly once with
// any number of app servers, or not at all.
import { and, asc, count, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contracts, users } from "~/db/schema";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { lockCase } from "~/lib/casework/commands.server";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { scheduleJob } from "~/lib/jobs/jobs.server";
import { type JobHandler, type JobRegistry, registerJobHandler } from "~/lib/jobs/worker.server";
import { customerServiceFigures } from "~/lib/service-metrics/metrics.server";
import {
  CONTRACT_JOB_KIND,
  type Contract,
  contractCase,
  expireContract,
  renewalPreview,
  renewContract,
} from "./contracts.server";
import { systemActor } from "~/lib/casework/case-type.server";
import {
  type ContractCustomer,
  contractDigestEmail,
  contractExpiredEmail,
  contractReminderEmail,
  contractRenewedEmail,
} from "./emails.server";
import {
  addDays,
  type CalendarDay,
  currentReminder,
  daysBetween,
  ENDING_WITHIN_DAYS,
  indiaDay,
  indiaTime,
  lapseDay,
} from "./period";
import { renewalLinkUrl } from "./renewal-links.server";
import { contractInForceStatuses } from "./transitions";

type RenewalEnv = Pick<Env, "PUBLIC_URL" | "APP_SECRET">;
type DigestEnv = Pick<Env, "PUBLIC_URL" | "STAFF_EMAIL">;

const inForce = (status: Contract["status"]) => (contractInForceStatuses as readonly string[]).includes(status);

async function customerOf(tx: Database, contract: Pick<Contract, "id" | "userId">): Promise<ContractCustomer> {
  const [customer] = await tx
    .select({ fullName: users.fullName, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, contract.userId));
  if (!customer) throw new Error(`contract ${contract.id} has no customer`);
  return customer;
}

// --- Reminders, automatic renewal, expiry -----------------------------------------------------------

/**
 * A reminder (`remind:30…0`, `grace:1/8/14`): sent only while the contract is in force, when it is
 * the latest reminder due today (an earlier one whose day passed is superseded), and — in grace —
 * only when the contract does not renew by itself. The first one sent moves the contract to
 * 'expiring'. The email is queued with the 'reminder' entry of the contract's history.
 */
async function remind(tx: Database, id: number, key: string, env: RenewalEnv, now: Date) {
  const contract = (await lockCase(tx, contractCase, id)) as Contract | null;
  if (!contract || !inForce(contract.status)) return "done" as const;
  const today = indiaDay(now);
  const due = currentReminder(contract.endsOn, today);
  if (!due || due.key !== key) return "done" as const;
  if (due.daysBeforeEnd < 0 && contract.autoRenew) return "done" as const;
  if (contract.status === "active") {
    await appendCaseEvent(
      tx,
      contractCase,
      id,
      systemActor,
      { kind: "status", channel: "system", fromValue: "active", toValue: "expiring" },
      { changes: { status: "expiring" }, audit: { verb: "expiring", after: { endsOn: contract.endsOn } }, now },
    );
  }
  const customer = await customerOf(tx, contract);
  const preview = await renewalPreview(tx, contract);
  // The service measured over the contract so far (to its end, once in grace).
  const service = await customerServiceFigures(
    tx,
    contract.userId,
    {
      from: indiaTime(contract.startsOn),
      to: new Date(Math.min(now.getTime(), indiaTime(addDays(contract.endsOn, 1)).getTime())),
    },
    now,
  );
  const email = contractReminderEmail(
    contract,
    customer,
    {
      daysLeft: daysBetween(today, contract.endsOn),
      service,
      next: preview.contract,
      renewUrl: renewalLinkUrl(id, env),
    },
    env.PUBLIC_URL,
  );
  await appendCaseEvent(
    tx,
    contractCase,
    id,
    systemActor,
    { kind: "reminder", channel: "system", toValue: key },
    { email, audit: { verb: "remind", after: { key }, outboxKey: "outboxId" }, now },
  );
  return "done" as const;
}

/** At noon of the end date: a contract in force with automatic renewal on renews by itself. */
async function autoRenew(tx: Database, id: number, env: RenewalEnv, now: Date) {
  // Locked first, so the customer switching automatic renewal off meanwhile is seen (or waits).
  const contract = (await lockCase(tx, contractCase, id)) as Contract | null;
  if (!contract?.autoRenew || !inForce(contract.status)) return "done" as const;
  const customer = await customerOf(tx, contract);
  await renewContract(
    tx,
    systemActor,
    id,
    { channel: "auto-renew", acceptedBy: null, clientAddress: null, userAgent: null },
    { renewed: (old, next) => contractRenewedEmail(old, next, customer, true, env.PUBLIC_URL) },
    now,
  );
  return "done" as const;
}

/** At the start of the lapse day: a contract still in force expires (the desk then treats the customer as without a plan). */
async function expire(tx: Database, id: number, env: RenewalEnv, now: Date) {
  const [contract] = await tx.select().from(contracts).where(eq(contracts.id, id));
  if (!contract || !inForce(contract.status)) return "done" as const;
  // Its dates moved later since the job was planned: not yet.
  const lapse = lapseDay(contract.endsOn);
  if (indiaDay(now) < lapse) return { rescheduleAt: indiaTime(lapse) };
  const customer = await customerOf(tx, contract);
  await expireContract(tx, id, (expired) => contractExpiredEmail(expired, customer, env.PUBLIC_URL), now);
  return "done" as const;
}

/** The 'contract_renewal' job handler. */
export function contractRenewalHandler(env: RenewalEnv, now: () => Date = () => new Date()): JobHandler {
  return async (tx, job) => {
    const id = Number(job.subjectId);
    if (!Number.isSafeInteger(id)) return "done";
    if (job.key === "auto-renew") return autoRenew(tx, id, env, now());
    if (job.key === "expire") return expire(tx, id, env, now());
    return remind(tx, id, job.key, env, now());
  };
}

// --- The staff's daily digest -----------------------------------------------------------------------

/** The due job of the staff's digest: subject 'daily', one key per India date (a done day stays done). */
export const CONTRACT_DIGEST_JOB_KIND = "contract_digest";

/** The digest goes out at 8:00 in India, before the office opens. */
export const DIGEST_HOUR_IST = 8;

/** At most this many contracts are listed in the email; the console's list has them all. */
const DIGEST_MAX_ROWS = 100;

/** The day of the next digest after `now`: today before 8:00 IST, else tomorrow. */
export function nextDigestDay(now: Date): CalendarDay {
  const today = indiaDay(now);
  return now < indiaTime(today, DIGEST_HOUR_IST) ? today : addDays(today, 1);
}

/**
 * Makes sure the next digest is planned (at start-up, on every server, and by each digest for the
 * next day): scheduling is idempotent, and a day already sent stays done.
 */
export async function scheduleContractDigest(db: Database, now = new Date(), after?: CalendarDay) {
  const next = nextDigestDay(now);
  const day = after !== undefined && next <= after ? addDays(after, 1) : next;
  return scheduleJob(db, {
    kind: CONTRACT_DIGEST_JOB_KIND,
    subjectId: "daily",
    key: day,
    runAt: indiaTime(day, DIGEST_HOUR_IST),
  });
}

/**
 * The contracts in force and not renewed that end within 30 days of `today`, or ended and are in
 * grace: soonest first, at most `limit` of them, with their count and monthly value.
 */
export async function contractsEndingSoon(db: Database, today: CalendarDay, limit = DIGEST_MAX_ROWS) {
  const ending = and(
    inArray(contracts.status, [...contractInForceStatuses]),
    lte(contracts.endsOn, addDays(today, ENDING_WITHIN_DAYS)),
  );
  const [totals] = await db
    .select({
      total: count(),
      monthlyPaise: sql<number>`coalesce(sum(${contracts.pricePaisePerMonth}), 0)`.mapWith(Number),
    })
    .from(contracts)
    .where(ending);
  const rows = await db
    .select({
      id: contracts.id,
      planName: contracts.planName,
      endsOn: contracts.endsOn,
      autoRenew: contracts.autoRenew,
      pricePaisePerMonth: contracts.pricePaisePerMonth,
      customerName: users.fullName,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(ending)
    .orderBy(asc(contracts.endsOn), asc(contracts.id))
    .limit(limit);
  return { rows, total: totals?.total ?? 0, monthlyPaise: totals?.monthlyPaise ?? 0 };
}

/**
 * The 'contract_digest' job handler: plans the next day's digest, then emails the staff the
 * contracts ending soon — nothing when none does, and nothing for a day already past (servers that
 * were down overnight do not send yesterday's list on top of today's).
 */
export function contractDigestHandler(env: DigestEnv, now: () => Date = () => new Date()): JobHandler {
  return async (tx, job) => {
    const at = now();
    await scheduleContractDigest(tx, at, job.key);
    const today = indiaDay(at);
    if (job.key !== today) return "done";
    const digest = await contractsEndingSoon(tx, today);
    if (digest.total === 0) return "done";
    await sendEmail(tx, contractDigestEmail(env.STAFF_EMAIL, { day: today, ...digest }, env.PUBLIC_URL));
    return "done";
  };
}

/** Registers both handlers with the due-jobs worker; app/lib/runtime.server.ts calls it at start. */
export function registerContractJobs(env: RenewalEnv & DigestEnv, registry?: JobRegistry) {
  registerJobHandler(CONTRACT_JOB_KIND, contractRenewalHandler(env), registry);
  registerJobHandler(CONTRACT_DIGEST_JOB_KIND, contractDigestHandler(env), registry);
}
