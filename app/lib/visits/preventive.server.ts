// Preventive maintenance from contracts: each contract in force gets a visit for every period of its
// schedule (preventive-periods.ts) — remote health checks at its plan's cadence and its included
// on-site visits — generated rolling (periods started by today plus a week), not a year at once.
// A period that ends while its visit is still due (or booked and its window passed) becomes missed;
// a cancelled or expired contract generates nothing more and its visits still due are cancelled.
//
// Exactly once with several app servers: a visit is unique per (contract, schedule key), so two
// servers generating the same period make one row (insertVisit answers null to the second), and the
// missed and cancelled sweeps claim their rows with FOR UPDATE SKIP LOCKED, so each visit moves once.
// It runs hourly on every server (app/lib/runtime.server.ts) and, through a due job, right when a
// contract becomes active (contracts.server.ts schedules it).
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, ne, or, type SQL } from "drizzle-orm";
import { preventiveVisitsCopy } from "~/content/preventive-visits";
import type { Database } from "~/db/client.server";
import { contractSites, contracts, visits } from "~/db/schema";
import { type CaseWriter, systemActor } from "~/lib/casework/case-type.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { addDays, billingPeriodOn, type CalendarDay, indiaDay } from "~/lib/contracts/period";
import { type JobHandler, type JobRegistry, registerJobHandler } from "~/lib/jobs/worker.server";
import {
  contractYearOn,
  PREVENTIVE_LOOKAHEAD_DAYS,
  periodsToGenerate,
  type TalliedVisit,
  tallyVisits,
  type VisitTally,
} from "./preventive-periods";
import { insertVisit, PREVENTIVE_VISITS_JOB_KIND, visitCase } from "./visits.server";

type ContractRow = typeof contracts.$inferSelect;

/**
 * Contracts whose schedule runs: in force, or renewed early (it still covers the customer to its own
 * last day; the next period is another contract with its own schedule).
 */
const generatingStatuses = ["active", "expiring", "renewed"] as const;

/** Contracts whose visits still due are cancelled: they will never be done under them. */
const endedStatuses = ["cancelled", "expired"] as const;

/** The schedule runs this often on every server. */
export const PREVENTIVE_INTERVAL_MS = 60 * 60_000;

/** A contract that ended up to this many days ago still gets its last periods (a server down over its end). */
const CATCH_UP_DAYS = 31;

/** Visits moved per transaction by the sweeps. */
const SWEEP_BATCH = 200;

/**
 * Writes the visits of a contract's periods that have started by today plus the lookahead and are
 * not written yet, in one transaction; returns how many this call wrote (0 when another server wrote
 * them first).
 */
export async function generateContractVisits(db: Database, contract: ContractRow, now = new Date()): Promise<number> {
  if (!(generatingStatuses as readonly string[]).includes(contract.status)) return 0;
  const today = indiaDay(now);
  const owedFrom = contract.activatedAt ? indiaDay(contract.activatedAt) : contract.startsOn;
  const periods = periodsToGenerate(contract, today, owedFrom, PREVENTIVE_LOOKAHEAD_DAYS);
  if (periods.length === 0) return 0;
  const written = await db
    .select({ key: visits.scheduleKey })
    .from(visits)
    .where(and(eq(visits.contractId, contract.id), gte(visits.periodEndsOn, owedFrom)));
  const have = new Set(written.map((row) => row.key));
  const missing = periods.filter((period) => !have.has(period.scheduleKey));
  if (missing.length === 0) return 0;
  const [site] = await db
    .select({ address: contractSites.address, area: contractSites.area })
    .from(contractSites)
    .where(eq(contractSites.contractId, contract.id))
    .orderBy(asc(contractSites.position))
    .limit(1);
  return db.transaction(async (tx) => {
    let count = 0;
    // Always in the same order, so two servers inserting at once wait on each other instead of deadlocking.
    for (const period of missing) {
      const onSite = period.mode === "on_site";
      const row = await insertVisit(tx, systemActor, {
        userId: contract.userId,
        contractId: contract.id,
        kind: "health_check",
        mode: period.mode,
        scheduleKey: period.scheduleKey,
        periodStartsOn: period.startsOn,
        periodEndsOn: period.endsOn,
        siteAddress: onSite ? (site?.address ?? null) : null,
        siteArea: onSite ? (site?.area ?? null) : null,
      });
      if (row) count++;
    }
    return count;
  });
}

/**
 * Marks missed the preventive visits whose period has ended undone: still due, or booked with a
 * window that has passed (one booked for a later window waits for it: the technician may still go).
 * Each visit once, with its 'missed' entry. Returns how many.
 */
export async function markMissedVisits(db: Database, now = new Date()): Promise<number> {
  const today = indiaDay(now);
  return sweep(
    db,
    and(
      isNotNull(visits.contractId),
      lt(visits.periodEndsOn, today),
      or(eq(visits.status, "due"), and(eq(visits.status, "booked"), lte(visits.windowEndsAt, now))),
    ),
    { status: "missed", verb: "missed" },
    now,
  );
}

/** Cancels the visits still due of contracts that were cancelled or expired. Returns how many. */
export async function cancelEndedContractVisits(db: Database, now = new Date()): Promise<number> {
  const ended = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(inArray(contracts.status, [...endedStatuses]));
  return sweep(
    db,
    and(eq(visits.status, "due"), inArray(visits.contractId, ended)),
    { status: "cancelled", verb: "cancel", reason: preventiveVisitsCopy.contractEnded },
    now,
  );
}

/**
 * Moves the visits matching `where` to `to.status` (the event of the same kind, with the reason as
 * its text) in batches: each batch claims its rows with FOR UPDATE SKIP LOCKED in one transaction,
 * so a server never moves a visit another is moving, and a moved visit no longer matches.
 */
async function sweep(
  db: Database,
  where: SQL | undefined,
  to: { status: "missed" | "cancelled"; verb: string; reason?: string },
  now: Date,
): Promise<number> {
  const reason = to.reason ?? null;
  let total = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: visits.id, status: visits.status })
        .from(visits)
        .where(where)
        .orderBy(asc(visits.id))
        .limit(SWEEP_BATCH)
        .for("update", { skipLocked: true });
      for (const visit of rows) {
        await appendCaseEvent(
          tx,
          visitCase,
          visit.id,
          systemActor,
          { kind: to.status, channel: "system", fromValue: visit.status, toValue: to.status, body: reason },
          {
            changes: reason ? { status: to.status, cancelReason: reason } : { status: to.status },
            audit: { verb: to.verb, before: { status: visit.status }, ...(reason ? { after: { reason } } : {}) },
            now,
          },
        );
      }
      return rows.length;
    });
    total += moved;
    if (moved < SWEEP_BATCH) return total;
  }
}

/** One run of the schedule: every contract's new periods, then the missed and cancelled visits. */
export async function runPreventiveSchedules(db: Database, now = new Date()): Promise<string> {
  const today = indiaDay(now);
  const running = await db
    .select()
    .from(contracts)
    .where(
      and(
        inArray(contracts.status, [...generatingStatuses]),
        lte(contracts.startsOn, addDays(today, PREVENTIVE_LOOKAHEAD_DAYS)),
        gte(contracts.endsOn, addDays(today, -CATCH_UP_DAYS)),
      ),
    )
    .orderBy(asc(contracts.id));
  let generated = 0;
  for (const contract of running) generated += await generateContractVisits(db, contract, now);
  // Cancelled first: a visit of a cancelled contract is not "missed", it was called off.
  const cancelled = await cancelEndedContractVisits(db, now);
  const missed = await markMissedVisits(db, now);
  if (generated + missed + cancelled === 0) return "";
  return `${generated} visit(s) generated, ${missed} missed, ${cancelled} cancelled`;
}

/** The 'preventive_visits' job: a contract just became active gets its first visits at once. */
export function preventiveVisitsHandler(now: () => Date = () => new Date()): JobHandler {
  return async (tx, job) => {
    const id = Number(job.subjectId);
    if (!Number.isSafeInteger(id)) return "done";
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, id));
    if (contract) await generateContractVisits(tx, contract, now());
    return "done";
  };
}

/** Registers the job handler with the due-jobs worker; app/lib/runtime.server.ts calls it at start. */
export function registerPreventiveVisits(registry?: JobRegistry) {
  registerJobHandler(PREVENTIVE_VISITS_JOB_KIND, preventiveVisitsHandler(), registry);
}

// --- Counts ------------------------------------------------------------------------------------------

export type ContractVisitCounts = {
  /** The billing period containing today, and the contract year (null outside the contract's dates). */
  period: { from: CalendarDay; to: CalendarDay } | null;
  year: { from: CalendarDay; to: CalendarDay } | null;
  /** Remote health checks. */
  healthChecks: { period: VisitTally; year: VisitTally };
  /** Visits to the customer's site: the schedule's and those booked from tickets against the contract. */
  onSite: { period: VisitTally; year: VisitTally };
};

/** A contract's visits as done / due / missed, this billing period and this contract year. */
export async function contractVisitCounts(
  db: CaseWriter,
  contract: Pick<ContractRow, "id" | "startsOn" | "endsOn" | "billingPeriod">,
  now = new Date(),
): Promise<ContractVisitCounts> {
  const today = indiaDay(now);
  const rows = await db
    .select({
      mode: visits.mode,
      kind: visits.kind,
      status: visits.status,
      periodStartsOn: visits.periodStartsOn,
      windowStartsAt: visits.windowStartsAt,
      createdAt: visits.createdAt,
    })
    .from(visits)
    .where(and(eq(visits.contractId, contract.id), ne(visits.status, "cancelled")));
  const dayOf = (row: (typeof rows)[number]): CalendarDay =>
    row.periodStartsOn ?? indiaDay(row.windowStartsAt ?? row.createdAt);
  const healthChecks: TalliedVisit[] = [];
  const onSite: TalliedVisit[] = [];
  for (const row of rows) {
    if (row.mode === "on_site") onSite.push({ status: row.status, day: dayOf(row) });
    else if (row.kind === "health_check") healthChecks.push({ status: row.status, day: dayOf(row) });
  }
  const period = billingPeriodOn(contract, today);
  const year = contractYearOn(contract, today);
  return {
    period,
    year,
    healthChecks: { period: tallyVisits(healthChecks, period), year: tallyVisits(healthChecks, year) },
    onSite: { period: tallyVisits(onSite, period), year: tallyVisits(onSite, year) },
  };
}
