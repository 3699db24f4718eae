// The staff side of the newsletter: subscribers (list, filters, CSV export), issues (drafts, preview,
// a test copy to oneself, and the send, which only marks the issue for the send job in
// send-job.server.ts). Every change is audited in the transaction that makes it.
import { and, asc, count, desc, eq, gt, ilike, sql } from "drizzle-orm";
import { staffIssueCopy, staffNewsletterCopy } from "~/content/staff-newsletter";
import type { Database } from "~/db/client.server";
import { newsletterIssues, newsletterSubscribers } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { type FieldErrors, stringFields } from "~/lib/forms/fields";
import { dataOutcome, type Outcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { validateForm } from "~/lib/forms/validate";
import { recordAudit } from "~/lib/audit/audit.server";
import { allOf, findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import type { StaffUser } from "~/lib/staff/guard.server";
import { csvRow } from "./csv";
import { issueEmail } from "./emails.server";
import { IssueFormSchema } from "./issue-schema";
import { renderIssueMarkdown } from "./markdown.server";
import { issueProgress, scheduleIssueSend } from "./send-job.server";
import type { SubscriberFilters } from "./subscriber-list";
import { redirectWithToast } from "~/lib/toast/flash.server";

// ---------------------------------------------------------------- subscribers

function subscriberWhere(filters: Omit<SubscriberFilters, "page">) {
  return [
    filters.status && eq(newsletterSubscribers.status, filters.status),
    filters.source && eq(newsletterSubscribers.source, filters.source),
    filters.q && ilike(newsletterSubscribers.email, containsPattern(filters.q)),
  ];
}

/** One page of subscribers, newest first, and how many match in all. */
export function listSubscribers(db: Database, filters: SubscriberFilters) {
  return findPage({
    rows: db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
        source: newsletterSubscribers.source,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .$dynamic(),
    count: db.select({ value: count() }).from(newsletterSubscribers).$dynamic(),
    where: subscriberWhere(filters),
    orderBy: [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)],
    page: filters.page,
  });
}

const EXPORT_CHUNK = 1000;

/**
 * The filtered subscribers as CSV, streamed in chunks (keyset by id), so a large list never sits in
 * memory whole. The export itself is audited (personal data leaving the system).
 */
export async function exportSubscribersCsv(
  db: Database,
  staff: Pick<StaffUser, "id" | "email">,
  filters: Omit<SubscriberFilters, "page">,
): Promise<ReadableStream<Uint8Array>> {
  await recordAudit(db, staff, {
    action: "newsletter.export",
    subjectType: "newsletter_subscribers",
    after: { status: filters.status, source: filters.source, q: filters.q || null },
  });
  const encoder = new TextEncoder();
  const where = allOf(subscriberWhere(filters));
  let after = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(staffNewsletterCopy.csv.header)));
        return;
      }
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(and(where, gt(newsletterSubscribers.id, after)))
        .orderBy(asc(newsletterSubscribers.id))
        .limit(EXPORT_CHUNK);
      const last = rows.at(-1);
      if (!last) {
        controller.close();
        return;
      }
      after = last.id;
      controller.enqueue(
        encoder.encode(
          rows
            .map((row) =>
              csvRow([row.email, row.status, row.source, row.createdAt, row.confirmedAt, row.unsubscribedAt]),
            )
            .join(""),
        ),
      );
    },
  });
}

export async function countConfirmedSubscribers(db: Database) {
  return db.$count(newsletterSubscribers, eq(newsletterSubscribers.status, "confirmed"));
}

// ---------------------------------------------------------------- issues

export async function listIssues(db: Database) {
  const rows = await db
    .select()
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(50);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      updatedAt: row.updatedAt,
      recipientTotal: row.recipientTotal,
      progress: row.status === "draft" ? null : await issueProgress(db, row.id),
    })),
  );
}

export async function getIssue(db: Database, id: number) {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) return null;
  return { ...row, progress: row.status === "draft" ? null : await issueProgress(db, row.id) };
}

export type IssueFormResult = {
  message: string | null;
  tone: "error" | "info";
  fieldErrors: FieldErrors<"subject" | "body" | "confirm">;
  values: { subject: string; body: string };
  /** The server-rendered preview of what was typed. */
  previewHtml: string | null;
  /** Which button was pressed: the page shows typed values again only for the compose form's buttons. */
  intent: string;
};

type IssueEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "MAIL_FROM">;

const messages = staffIssueCopy.messages;

function typed(form: FormData) {
  const { subject, body } = stringFields(form, ["subject", "body"]);
  return { subject: subject.slice(0, 500), body: body.slice(0, 60_000) };
}

function answer(status: number, form: FormData, extra: Partial<IssueFormResult> = {}): Outcome<IssueFormResult> {
  return dataOutcome(status, {
    message: null,
    tone: "error",
    fieldErrors: {},
    values: typed(form),
    previewHtml: null,
    intent: String(form.get("intent") ?? "save").slice(0, 20),
    ...extra,
  });
}

function toast(env: IssueEnv, message: string, location: string) {
  return redirectWithToast(env, location, { type: "success", message });
}

/**
 * The issue page's one form, with its buttons as `intent`: save (create or update the draft), preview,
 * test (a copy to the signed-in staff member) and send (to every confirmed subscriber, once).
 * `issueId` is null on /staff/newsletter/issues/new.
 */
export function issueForm(staff: StaffUser, issueId: number | null) {
  return defineForm<IssueFormResult, IssueEnv>({
    name: "staff-newsletter-issue",
    maxBytes: 128 * 1024,
    sameOriginOnly: true,
    refused: (status, message) =>
      dataOutcome(status, {
        message,
        tone: "error",
        fieldErrors: {},
        values: { subject: "", body: "" },
        previewHtml: null,
        intent: "",
      }),
    unavailable: ({ form }) => answer(503, form, { message: messages.failed }),
    async handle({ form, db, env }) {
      const intent = form.get("intent");
      if (intent === "send") return send(db, env, staff, issueId, form);
      const validation = validateForm(IssueFormSchema, form);
      if (!validation.success) {
        return answer(400, form, { fieldErrors: validation.fieldErrors });
      }
      const { subject, body } = validation.data;
      const html = renderIssueMarkdown(body, env.PUBLIC_URL);
      if (intent === "preview") return answer(200, form, { previewHtml: html });
      if (intent === "test") {
        await db.transaction(async (tx) => {
          await sendEmail(tx, {
            ...issueEmail({ to: staff.email, subject, markdown: body, html, unsubscribeUrl: null, locale: "en" }),
            from: env.MAIL_FROM,
          });
          await recordAudit(tx, staff, {
            action: "newsletter.issue.test",
            subjectType: "newsletter_issue",
            subjectId: issueId,
            after: { to: staff.email, subject },
          });
        });
        return answer(200, form, { message: messages.testSent(staff.email), tone: "info", previewHtml: html });
      }
      return save(db, env, staff, issueId, form, { subject, body });
    },
  });
}

async function save(
  db: Database,
  env: IssueEnv,
  staff: StaffUser,
  issueId: number | null,
  form: FormData,
  input: { subject: string; body: string },
): Promise<Outcome<IssueFormResult>> {
  if (issueId === null) {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsletterIssues)
        .values({ subject: input.subject, bodyMarkdown: input.body, createdBy: staff.id })
        .returning();
      if (!row) throw new Error("issue not stored");
      await recordAudit(tx, staff, {
        action: "newsletter.issue.create",
        subjectType: "newsletter_issue",
        subjectId: row.id,
        after: { subject: row.subject },
      });
      return row.id;
    });
    return toast(env, messages.created, `/staff/newsletter/issues/${id}`);
  }
  const version = Number(form.get("version"));
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!current) return "missing" as const;
    if (current.status !== "draft") return "not-draft" as const;
    if (current.version !== version) return { subject: current.subject, body: current.bodyMarkdown };
    await tx
      .update(newsletterIssues)
      .set({
        subject: input.subject,
        bodyMarkdown: input.body,
        version: sql`${newsletterIssues.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterIssues.id, issueId));
    await recordAudit(tx, staff, {
      action: "newsletter.issue.update",
      subjectType: "newsletter_issue",
      subjectId: issueId,
      before: { subject: current.subject, body: current.bodyMarkdown },
      after: { subject: input.subject, body: input.body },
    });
    return "saved" as const;
  });
  if (outcome === "saved") return toast(env, messages.saved, `/staff/newsletter/issues/${issueId}`);
  if (outcome === "missing") return answer(404, form, { message: messages.failed });
  if (outcome === "not-draft") return answer(409, form, { message: messages.notDraft });
  // Stale: the saved version is shown again (the page reloads it); what was typed is not kept.
  return answer(409, form, { message: messages.stale, values: outcome });
}

/**
 * Marks a saved draft for sending. The status condition makes a second press (or two at once)
 * change nothing: only one UPDATE can move the row from 'draft'.
 */
async function send(
  db: Database,
  env: IssueEnv,
  staff: StaffUser,
  issueId: number | null,
  form: FormData,
): Promise<Outcome<IssueFormResult>> {
  if (issueId === null) return answer(400, form, { message: staffIssueCopy.send.savedFirst });
  if (form.get("confirm") !== "on") {
    return answer(400, form, { message: messages.confirmRequired, fieldErrors: { confirm: messages.confirmRequired } });
  }
  const version = Number(form.get("version"));
  const result = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!current) return { state: "missing" as const };
    if (current.status !== "draft") return { state: "already" as const };
    if (current.version !== version) return { state: "stale" as const };
    const total = await tx.$count(newsletterSubscribers, eq(newsletterSubscribers.status, "confirmed"));
    await tx
      .update(newsletterIssues)
      .set({ status: "sending", recipientTotal: total, sendRequestedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "draft")));
    await recordAudit(tx, staff, {
      action: "newsletter.issue.send",
      subjectType: "newsletter_issue",
      subjectId: issueId,
      before: { status: "draft" },
      after: { status: "sending", recipients: total, subject: current.subject },
    });
    await scheduleIssueSend(tx, issueId);
    return { state: "started" as const, total };
  });
  if (result.state === "started") {
    return toast(env, messages.sendStarted(result.total), `/staff/newsletter/issues/${issueId}`);
  }
  if (result.state === "missing") return answer(404, form, { message: messages.failed });
  return answer(409, form, { message: result.state === "stale" ? messages.stale : messages.alreadySent });
}
