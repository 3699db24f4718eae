// The staff side of plan requests: the list with filters, one request with its history, and the
// status change — validated against the allowed transitions, refused when the request changed since
// the form was rendered, and written together with its history entry, its audit entry and the
// customer's email in one transaction.
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { getPlan, plans } from "~/content/plans";
import { planRequestStatusLabels, staffPlanRequestsCopy } from "~/content/staff-plan-requests";
import type { Database } from "~/db/client.server";
import { type PlanRequestStatus, planRequestEvents, planRequestStatuses, planRequests, users } from "~/db/schema";
import { redirectWithToast } from "~/lib/auth/auth.server";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import type { FieldErrors } from "~/lib/forms/fields";
import { dataOutcome, type Outcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { validateForm } from "~/lib/forms/validate";
import { choiceParam, containsPattern, pageParam, STAFF_PAGE_SIZE, searchParam } from "~/lib/list-query";
import { recordAudit } from "~/lib/staff/audit.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { planRequestStatusMessage } from "./emails.server";
import { PlanRequestStatusFormSchema } from "./status-schema";
import { allowedTransitions, checkTransition } from "./transitions";

export type StaffPlanRequestFilters = {
  status: PlanRequestStatus | null;
  planId: string | null;
  q: string;
  page: number;
};

const planIds = plans.map((plan) => plan.id);

export function readPlanRequestFilters(params: URLSearchParams): StaffPlanRequestFilters {
  return {
    status: choiceParam(params, "status", planRequestStatuses),
    planId: choiceParam(params, "plan", planIds),
    q: searchParam(params),
    page: pageParam(params),
  };
}

/** One page of requests, newest first, with the customer's name and address. */
export async function listStaffPlanRequests(db: Database, filters: StaffPlanRequestFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(planRequests.status, filters.status));
  if (filters.planId) conditions.push(eq(planRequests.planId, filters.planId));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const match = or(ilike(users.email, pattern), ilike(users.fullName, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(desc(planRequests.createdAt), desc(planRequests.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((filters.page - 1) * STAFF_PAGE_SIZE),
    db.select({ value: count() }).from(planRequests).innerJoin(users, eq(users.id, planRequests.userId)).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, planName: getPlan(row.planId)?.name ?? row.planId })),
    total: total?.value ?? 0,
  };
}

/** One request with its customer and history, or null. */
export async function getStaffPlanRequest(db: Database, id: number) {
  const [row] = await db
    .select({ request: planRequests, customerName: users.fullName, customerEmail: users.email })
    .from(planRequests)
    .innerJoin(users, eq(users.id, planRequests.userId))
    .where(eq(planRequests.id, id));
  if (!row) return null;
  const history = await db
    .select({
      id: planRequestEvents.id,
      fromStatus: planRequestEvents.fromStatus,
      toStatus: planRequestEvents.toStatus,
      message: planRequestEvents.message,
      createdAt: planRequestEvents.createdAt,
      actorName: users.fullName,
    })
    .from(planRequestEvents)
    .leftJoin(users, eq(users.id, planRequestEvents.actorUserId))
    .where(eq(planRequestEvents.planRequestId, id))
    .orderBy(asc(planRequestEvents.createdAt), asc(planRequestEvents.id));
  const plan = getPlan(row.request.planId);
  return {
    ...row.request,
    planName: plan?.name ?? row.request.planId,
    planPrice: plan ? `${plan.price} ${plan.duration}`.replace(" /", "/") : "",
    planResponseTime: plan?.responseTime ?? null,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    next: allowedTransitions(row.request.status),
    history,
  };
}

export type StatusChangeResult = {
  message: string;
  fieldErrors: FieldErrors<"status" | "message">;
  values: { status: string; message: string };
};

type ChangeEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL">;

const copy = staffPlanRequestsCopy.messages;
const label = (status: PlanRequestStatus) => planRequestStatusLabels[status];

export type ChangeResult =
  | { ok: true; status: PlanRequestStatus }
  | { ok: false; reason: "missing" | "stale" | "same" | "final" | "not-allowed"; current?: PlanRequestStatus };

/**
 * Moves a request to `to` if it is still `expected` and the move is allowed; writes the history
 * entry, the audit entry and the customer's email in the same transaction.
 */
export async function changePlanRequestStatus(
  db: Database,
  staff: Pick<StaffUser, "id" | "email">,
  input: { id: number; expected: PlanRequestStatus; to: PlanRequestStatus; message: string },
  env: Pick<Env, "PUBLIC_URL">,
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ request: planRequests, customerName: users.fullName, customerEmail: users.email })
      .from(planRequests)
      .innerJoin(users, eq(users.id, planRequests.userId))
      .where(eq(planRequests.id, input.id))
      .for("update", { of: planRequests });
    if (!row) return { ok: false, reason: "missing" };
    const from = row.request.status;
    if (from !== input.expected) return { ok: false, reason: "stale", current: from };
    const check = checkTransition(from, input.to);
    if (!check.ok) return { ok: false, reason: check.reason, current: from };
    const plan = getPlan(row.request.planId);
    const activating = input.to === "active";
    const responseTime = activating ? (plan?.responseTime ?? null) : row.request.responseTime;
    const [updated] = await tx
      .update(planRequests)
      .set({
        status: input.to,
        updatedAt: sql`now()`,
        ...(activating ? { startedAt: sql`now()`, responseTime } : {}),
      })
      .where(eq(planRequests.id, input.id))
      .returning();
    const message = input.message || null;
    await tx
      .insert(planRequestEvents)
      .values({ planRequestId: input.id, actorUserId: staff.id, fromStatus: from, toStatus: input.to, message });
    await recordAudit(tx, staff, {
      action: "plan-request.status",
      subjectType: "plan_request",
      subjectId: input.id,
      before: { status: from },
      after: {
        status: input.to,
        message,
        ...(activating ? { startedAt: updated?.startedAt?.toISOString(), responseTime } : {}),
      },
    });
    await sendEmail(
      tx,
      planRequestStatusMessage({
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        planName: plan?.name ?? row.request.planId,
        statusLabel: label(input.to),
        responseTime: activating ? responseTime : null,
        message,
        accountUrl: new URL("/account", env.PUBLIC_URL).href,
      }),
    );
    return { ok: true, status: input.to };
  });
}

/** The status form of one request's page (POST /staff/plan-requests/:id). */
export function planRequestStatusForm(staff: StaffUser, requestId: number) {
  return defineForm<StatusChangeResult, ChangeEnv>({
    name: "staff-plan-request-status",
    maxBytes: 16 * 1024,
    sameOriginOnly: true,
    refused: (status, message) =>
      dataOutcome(status, { message, fieldErrors: {}, values: { status: "", message: "" } }),
    unavailable: ({ form }) => dataOutcome(503, { message: copy.failed, fieldErrors: {}, values: valuesOf(form) }),
    async handle({ form, db, env }): Promise<Outcome<StatusChangeResult>> {
      const validation = validateForm(PlanRequestStatusFormSchema, form);
      if (!validation.success) {
        const { expectedStatus: _, ...fieldErrors } = validation.fieldErrors;
        return dataOutcome(400, {
          message: validation.fieldErrors.status ?? validation.fieldErrors.message ?? copy.chooseStatus,
          fieldErrors,
          values: valuesOf(form),
        });
      }
      const { status, expectedStatus, message } = validation.data;
      const result = await changePlanRequestStatus(
        db,
        staff,
        { id: requestId, expected: expectedStatus, to: status, message },
        env,
      );
      if (result.ok) {
        return redirectWithToast(env, `/staff/plan-requests/${requestId}`, {
          type: "success",
          message: copy.changed(label(status)),
        });
      }
      const current = result.current ?? expectedStatus;
      const reasons: Record<Exclude<ChangeResult, { ok: true }>["reason"], [number, string]> = {
        missing: [404, copy.failed],
        stale: [409, copy.stale],
        same: [400, copy.same(label(current))],
        final: [400, copy.final(label(current))],
        "not-allowed": [400, copy.notAllowed(label(current), label(status))],
      };
      const [code, text] = reasons[result.reason];
      return dataOutcome(code, { message: text, fieldErrors: { status: text }, values: valuesOf(form) });
    },
  });
}

function valuesOf(form: FormData) {
  const status = form.get("status");
  const message = form.get("message");
  return {
    status: typeof status === "string" ? status.slice(0, 20) : "",
    message: typeof message === "string" ? message.slice(0, 4000) : "",
  };
}
