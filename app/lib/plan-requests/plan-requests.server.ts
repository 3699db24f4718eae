// Plan requests: a signed-in visitor asks for a plan (with an optional note); the request is stored
// with status 'requested' and the staff are emailed through the outbox in the same transaction.
import { randomUUID } from "node:crypto";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { authMessages } from "~/content/accounts";
import * as planRequestFormEn from "~/content/plan-request-form";
import * as planRequestFormMl from "~/content/plan-request-form.ml";
import * as plansEn from "~/content/plans";
import * as plansMl from "~/content/plans.ml";
import type { Database } from "~/db/client.server";
import { type PlanRequestStatus, planRequestEvents, planRequests } from "~/db/schema";
import { authPageHref, safeRedirectPath } from "~/lib/auth/redirect";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { redirectOutcome, textOutcome } from "~/lib/forms/outcome";
import { derivedSubmissionKey, submissionKey } from "~/lib/forms/submission-key.server";
import { defineForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { planRequestStaffMessage } from "./emails.server";
import { type PlanRequestInput, validatePlanRequestForm } from "./schema";
import { redirectWithToast } from "~/lib/toast/flash.server";

const requestWords = localized(planRequestFormEn, planRequestFormMl);
const planNames = localized(plansEn, plansMl);

export const planRequestRateLimit: RateLimitRule = { name: "plan-request-user", limit: 10, windowMs: 60 * 60_000 };

export type PlanRequestRow = {
  id: number;
  planId: string;
  planName: string;
  note: string | null;
  status: PlanRequestStatus;
  createdAt: Date;
  /** Set when the plan became active. */
  startedAt: Date | null;
  responseTime: string | null;
  /** The staff's status changes, oldest first, with their messages to the customer. */
  history: { toStatus: PlanRequestStatus; message: string | null; createdAt: Date }[];
};

/**
 * Stores the request and queues the staff email in one transaction, and returns it. A repeated
 * `submissionId` (a second press, a resubmitted page, a retry after a lost answer) stores and emails
 * nothing more, and returns the first request.
 */
export async function createPlanRequest(
  db: Database,
  user: SignedInUser,
  input: PlanRequestInput,
  staffEmail: string,
  submissionId: string = randomUUID(),
) {
  const plan = plansEn.getPlan(input.planId);
  if (!plan) throw new Error(`unknown plan ${input.planId}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(planRequests)
      .values({ userId: user.id, planId: plan.id, note: input.note || null, submissionId })
      .onConflictDoNothing({ target: planRequests.submissionId })
      .returning();
    if (!row) {
      const [first] = await tx.select().from(planRequests).where(eq(planRequests.submissionId, submissionId));
      if (!first) throw new Error("plan request neither stored nor found");
      return first;
    }
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
  const events =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(planRequestEvents)
          .where(
            inArray(
              planRequestEvents.planRequestId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(planRequestEvents.createdAt), asc(planRequestEvents.id));
  return rows.map((row) => ({
    id: row.id,
    planId: row.planId,
    planName: plansEn.getPlan(row.planId)?.name ?? row.planId,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    responseTime: row.responseTime,
    history: events
      .filter((event) => event.planRequestId === row.id)
      .map((event) => ({
        toStatus: event.toValue as PlanRequestStatus,
        message: event.body,
        createdAt: event.createdAt,
      })),
  }));
}

type PlanRequestEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "STAFF_EMAIL" | "RATE_LIMIT_MULTIPLIER">;

/** The language of the page that posted the form (the dialog posts to /ml/plan-requests from a Malayalam page). */
function postedLocale(request: Request) {
  return localeOf(new URL(request.url).pathname);
}

function returnPathOf(form: FormData, request: Request) {
  return pathIn(postedLocale(request), safeRedirectPath(form.get("returnTo")) ?? "/amc-plans");
}

/**
 * POST /plan-requests. Every answer that a person can see is a redirect with a toast (it works from
 * a fetcher and from a plain form post alike); a refused post (other site, not a form) gets plain text.
 */
export const planRequestHandler = defineForm<never, PlanRequestEnv>({
  name: "plan-requests",
  maxBytes: 8 * 1024,
  sameOriginOnly: true,
  refused: (status, message) => textOutcome(status, message),
  unavailable: ({ form, env, request }) =>
    redirectWithToast(env, returnPathOf(form, request), {
      type: "error",
      message: requestWords[postedLocale(request)].planRequestToasts.failed,
    }),
  async handle({ form, db, env, session, request }) {
    const locale = postedLocale(request);
    const { planRequestCopy, planRequestToasts } = requestWords[locale];
    const returnTo = returnPathOf(form, request);
    const validation = validatePlanRequestForm(form, planRequestCopy);
    const user = await session();
    if (!user) {
      const planId = validation.success ? validation.data.planId : null;
      return redirectOutcome(authPageHref("/login", pathIn(locale, "/amc-plans"), planId, locale));
    }
    if (!validation.success) {
      const message = validation.fieldErrors.note ?? validation.fieldErrors.planId ?? planRequestToasts.failed;
      return redirectWithToast(env, returnTo, { type: "error", message });
    }
    const limit = await consumeRateLimit(db, planRequestRateLimit, String(user.id), env.RATE_LIMIT_MULTIPLIER);
    if (!limit.allowed) {
      // A redirect cannot carry a 429; the toast says how long to wait, and Retry-After says it to machines.
      const outcome = await redirectWithToast(env, returnTo, {
        type: "error",
        message: authMessages.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)),
      });
      if (outcome.type === "redirect") outcome.headers.set("Retry-After", String(limit.retryAfterSeconds));
      return outcome;
    }
    const { planId, note } = validation.data;
    // Without JavaScript the form has no key: the same plan and note from the same customer that day
    // is the same request. A repeat is answered like the first (it was received).
    const key = submissionKey(form, {
      otherwise: () => derivedSubmissionKey([user.id, planId, note, new Date().toISOString().slice(0, 10)]),
    });
    await createPlanRequest(db, user, validation.data, env.STAFF_EMAIL, key);
    const planName = planNames[locale].getPlan(validation.data.planId)?.name ?? validation.data.planId;
    // Back to the page without ?plan= so the dialog does not open again.
    const location = returnTo.replace(/([?&])plan=[^&#]*&?/, "$1").replace(/[?&]$/, "");
    return redirectWithToast(env, location, { type: "success", message: planRequestToasts.requested(planName) });
  },
});
