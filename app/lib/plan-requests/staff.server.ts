// The staff side of plan requests, a case type of the casework kernel: the list with filters, one
// request with its history, and what a status move brings with it (the customer's email). A request
// becomes active only through the contract drafted from it (its acceptance sets the start date). The move itself is the kernel's command: locked,
// refused when the request changed since the page was rendered, allowed only along transitions.ts.
import { count, desc, eq, ilike, or } from "drizzle-orm";
import { getPlan } from "~/content/plans";
import { accountCopy as accountCopyMl } from "~/content/accounts.ml";
import { planRequestStatusLabels } from "~/content/staff-plan-requests";
import type { Database } from "~/db/client.server";
import { type PlanRequestStatus, planRequestEvents, planRequests, users } from "~/db/schema";
import { type CaseWriter, defineCaseType } from "~/lib/casework/case-type.server";
import type { CaseRow, StatusChangeExtras } from "~/lib/casework/commands.server";
import { findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { listCaseHistory } from "~/lib/casework/record.server";
import type { Env } from "~/lib/env.server";
import { pathIn } from "~/lib/i18n/locale";
import type { Localized } from "~/lib/i18n/localized";
import { planRequestStatusMessage } from "./emails.server";
import type { PlanRequestQuery } from "./staff-query";
import { allowedTransitions, checkTransition } from "./transitions";

export const planRequestCase = defineCaseType({
  subject: "plan_request",
  auditPrefix: "plan-request",
  table: planRequests,
  events: planRequestEvents,
  eventRecordKey: "planRequestId",
  status: {
    key: "status",
    canMove: (from, to) => checkTransition(from as PlanRequestStatus, to as PlanRequestStatus).ok,
  },
  touchKey: "updatedAt",
});

function customerMatches(q: string) {
  const pattern = containsPattern(q);
  return or(ilike(users.email, pattern), ilike(users.fullName, pattern));
}

/** One page of requests, newest first, with the customer's name and address, and how many match. */
export async function listStaffPlanRequests(db: Database, query: PlanRequestQuery) {
  const found = await findPage({
    rows: db
      .select({
        id: planRequests.id,
        planId: planRequests.planId,
        status: planRequests.status,
        createdAt: planRequests.createdAt,
        customerName: users.fullName,
        customerEmail: users.email,
      })
      .from(planRequests)
      .innerJoin(users, eq(users.id, planRequests.userId))
      .$dynamic(),
    count: db
      .select({ value: count() })
      .from(planRequests)
      .innerJoin(users, eq(users.id, planRequests.userId))
      .$dynamic(),
    where: [
      query.status && eq(planRequests.status, query.status),
      query.planId && eq(planRequests.planId, query.planId),
      query.q && customerMatches(query.q),
    ],
    orderBy: [desc(planRequests.createdAt), desc(planRequests.id)],
    page: query.page,
  });
  return { ...found, rows: found.rows.map((row) => ({ ...row, planName: getPlan(row.planId)?.name ?? row.planId })) };
}
export type StaffPlanRequestRow = Awaited<ReturnType<typeof listStaffPlanRequests>>["rows"][number];

/** One request with its customer and history, or null. */
export async function getStaffPlanRequest(db: Database, id: number) {
  const [row] = await db
    .select({ request: planRequests, customerName: users.fullName, customerEmail: users.email })
    .from(planRequests)
    .innerJoin(users, eq(users.id, planRequests.userId))
    .where(eq(planRequests.id, id));
  if (!row) return null;
  const events = await listCaseHistory(db, planRequestCase, id);
  const plan = getPlan(row.request.planId);
  return {
    ...row.request,
    planName: plan?.name ?? row.request.planId,
    planPrice: plan ? `${plan.price} ${plan.duration}`.replace(" /", "/") : "",
    planResponseTime: plan?.responseTime ?? null,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    next: allowedTransitions(row.request.status),
    // Every event of a plan request is a status change ('status'): from and to are statuses.
    history: events.map(({ id, createdAt, actorName, fromValue, toValue, body }) => ({
      id,
      createdAt,
      actorName,
      fromStatus: fromValue as PlanRequestStatus,
      toStatus: toValue as PlanRequestStatus,
      message: body,
    })),
  };
}

/** A status as the customer's email names it: the console's word in English, the account page's in Malayalam. */
const customerStatusLabels: Localized<Record<PlanRequestStatus, string>> = {
  en: planRequestStatusLabels,
  ml: accountCopyMl.statusLabels,
};

/** What a move brings besides the status, in the move's transaction: the customer's email (with the staff's message, if any). */
export function planRequestMove(env: Pick<Env, "PUBLIC_URL">, message: string | null) {
  return async (row: CaseRow, to: PlanRequestStatus, tx: CaseWriter): Promise<StatusChangeExtras> => {
    const [customer] = await tx
      .select({ fullName: users.fullName, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!customer) throw new Error(`plan request ${row.id} has no customer`);
    const plan = getPlan(row.planId);
    return {
      auditAfter: { message },
      email: planRequestStatusMessage(
        {
          customerName: customer.fullName,
          customerEmail: customer.email,
          planName: plan?.name ?? row.planId,
          statusLabel: customerStatusLabels[customer.locale][to],
          message,
          accountUrl: new URL(pathIn(customer.locale, "/account"), env.PUBLIC_URL).href,
        },
        customer.locale,
      ),
    };
  };
}
