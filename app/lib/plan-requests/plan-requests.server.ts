// Plan requests: a signed-in visitor asks for a plan (with an optional note); the request is stored
// with status 'requested' and the staff are emailed through the outbox in the same transaction.
import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type PlanRequestStatus, planRequests } from "~/db/schema";
import { authMessages, authToasts } from "~/content/accounts";
import { getPlan } from "~/content/plans";
import type { Env } from "~/lib/env.server";
import { flashCookie, type CookieSettings } from "~/lib/auth/cookies.server";
import { planRequestStaffMessage } from "~/lib/auth/emails.server";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "~/lib/auth/origin.server";
import { authPageHref, safeRedirectPath } from "~/lib/auth/redirect";
import type { SessionUser } from "~/lib/auth/session.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { notifyOutbox } from "~/lib/email/worker.server";
import { readFormBody } from "~/lib/http/body.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { type PlanRequestInput, validatePlanRequestForm } from "./schema";

export const planRequestRateLimit: RateLimitRule = { name: "plan-request-user", limit: 10, windowMs: 60 * 60_000 };

export type PlanRequestRow = {
  id: number;
  planId: string;
  planName: string;
  note: string | null;
  status: PlanRequestStatus;
  createdAt: Date;
};

/** Stores the request and queues the staff email in one transaction. */
export async function createPlanRequest(db: Database, user: SessionUser, input: PlanRequestInput, staffEmail: string) {
  const plan = getPlan(input.planId);
  if (!plan) throw new Error(`unknown plan ${input.planId}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(planRequests)
      .values({ userId: user.id, planId: plan.id, note: input.note || null })
      .returning();
    if (!row) throw new Error("plan request not stored");
    await sendEmail(
      tx,
      planRequestStaffMessage(staffEmail, {
        requestId: row.id,
        planName: plan.name,
        planPrice: `${plan.price}${plan.duration.startsWith("/") ? plan.duration : ` ${plan.duration}`}`,
        customerName: user.fullName,
        customerEmail: user.email,
        note: row.note,
      }),
    );
    return row;
  });
}

export async function listPlanRequests(db: Database, userId: number): Promise<PlanRequestRow[]> {
  const rows = await db
    .select()
    .from(planRequests)
    .where(eq(planRequests.userId, userId))
    .orderBy(desc(planRequests.createdAt), desc(planRequests.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    planId: row.planId,
    planName: getPlan(row.planId)?.name ?? row.planId,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt,
  }));
}

type PlanRequestPost = {
  request: Request;
  db: Database;
  user: SessionUser | null;
  env: Pick<Env, "PUBLIC_URL" | "STAFF_EMAIL" | "RATE_LIMIT_MULTIPLIER">;
  cookies: CookieSettings;
};

export type PlanRequestOutcome =
  | { type: "redirect"; location: string; headers: Headers }
  | { type: "error"; status: number; message: string };

/**
 * Handles POST /plan-requests. Every answer that a person can see is a redirect with a toast
 * (it works from a fetcher and from a plain form post alike); a cross-site post gets a bare 403.
 */
export async function handlePlanRequestPost({
  request,
  db,
  user,
  env,
  cookies,
}: PlanRequestPost): Promise<PlanRequestOutcome> {
  if (!isSameOriginRequest(request, env.PUBLIC_URL)) return { type: "error", status: 403, message: CROSS_SITE_MESSAGE };
  const body = await readFormBody(request, 8 * 1024);
  if (!body.ok) return { type: "error", status: body.status, message: body.message };
  const form = body.form;
  const returnTo = safeRedirectPath(form.get("returnTo")) ?? "/amc-plans";
  const back = async (type: "success" | "error", message: string, location = returnTo) => ({
    type: "redirect" as const,
    location,
    headers: new Headers({ "Set-Cookie": await flashCookie(cookies, { type, message }) }),
  });

  const validation = validatePlanRequestForm(form);
  if (!user) {
    const planId = validation.success ? validation.data.planId : null;
    return { type: "redirect", location: authPageHref("/login", "/amc-plans", planId), headers: new Headers() };
  }
  if (!validation.success) {
    return back("error", validation.fieldErrors.note ?? validation.fieldErrors.planId ?? authToasts.planRequestFailed);
  }
  const limit = await consumeRateLimit(db, planRequestRateLimit, String(user.id), env.RATE_LIMIT_MULTIPLIER);
  if (!limit.allowed) return back("error", authMessages.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)));
  try {
    await createPlanRequest(db, user, validation.data, env.STAFF_EMAIL);
  } catch (error) {
    console.error("[plan-requests] could not store a request:", error instanceof Error ? error.message : error);
    return back("error", authToasts.planRequestFailed);
  }
  notifyOutbox();
  const planName = getPlan(validation.data.planId)?.name ?? validation.data.planId;
  // Back to the page without ?plan= so the dialog does not open again.
  const location = returnTo.replace(/([?&])plan=[^&#]*&?/, "$1").replace(/[?&]$/, "");
  return back("success", authToasts.planRequested(planName), location);
}
