// Help articles as the console works them: the case type over help_articles and their history, and
// the commands — write (a first version), save (every save is a new version), restore an older
// version (copied into a new one, so numbers only grow), publish / unpublish / archive (an editor's
// decision: the route checks canPublish), and a draft from a resolved ticket with the personal data
// scrubbed out. Each command locks the article and compares the version or status the page showed,
// so a change based on a stale page is refused ('conflict').
import { and, asc, count, desc, eq, ilike, ne, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  contactMessages,
  type HelpArticleEventKind,
  type HelpArticleStatus,
  helpArticleEvents,
  helpArticles,
  helpArticleVersions,
  ticketEvents,
  tickets,
  users,
} from "~/db/schema";
import { type CaseActor, type CaseWriter, defineCaseType } from "~/lib/casework/case-type.server";
import { withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { listCaseHistory } from "~/lib/casework/record.server";
import type { CaseResult } from "~/lib/casework/result";
import { articleDraftFromTicket, type ScrubResult } from "./scrub";
import { HELP_ARTICLE_LIMITS, type HelpArticleQuery } from "./staff-query";

export const helpArticleCase = defineCaseType({
  subject: "help_article",
  auditPrefix: "help_article",
  table: helpArticles,
  events: helpArticleEvents,
  eventRecordKey: "articleId",
  touchKey: "updatedAt",
});

/** What an editor writes: every version holds these. */
export type HelpArticleFields = {
  title: string;
  summary: string;
  body: string;
  category: string;
  tags: string[];
  concerns: string[];
};

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isValidSlug = (slug: string) => slug.length <= HELP_ARTICLE_LIMITS.slug && SLUG_PATTERN.test(slug);

/** An address from a title: lower-case ASCII words joined by hyphens ("Wi-Fi drops at night" → "wi-fi-drops-at-night"). */
export function slugFromTitle(title: string): string {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return (words.slice(0, HELP_ARTICLE_LIMITS.slug - 8).replace(/-+$/, "") || "article").replace(/--+/g, "-");
}

async function slugTaken(tx: CaseWriter, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(
      exceptId === null ? eq(helpArticles.slug, slug) : and(eq(helpArticles.slug, slug), ne(helpArticles.id, exceptId)),
    );
  return row !== undefined;
}

/** The first free address from `base`: base, base-2, base-3… (a derived address never refuses a save). */
async function freeSlug(tx: CaseWriter, base: string, exceptId: number | null = null): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, slug, exceptId))) return slug;
  }
}

/** A row's version as help_article_versions keeps it. */
async function addVersion(
  tx: CaseWriter,
  articleId: number,
  version: number,
  fields: HelpArticleFields,
  actor: CaseActor,
  note: string | null,
  now: Date,
) {
  await tx.insert(helpArticleVersions).values({
    articleId,
    version,
    ...fields,
    editedById: actor.id,
    editedAt: now,
    note,
  });
}

export type CreateResult = { outcome: "changed"; id: number } | { outcome: "invalid"; reason: "slug" };

/**
 * A new draft (version 1): the slug given (refused when taken), or one made from the title (the first
 * free one). `from` records a draft made from a ticket.
 */
export async function createHelpArticle(
  db: Database,
  actor: CaseActor,
  input: { slug: string | null; fields: HelpArticleFields; note?: string | null },
  from?: { ticketId: number },
): Promise<CreateResult> {
  const now = new Date();
  return db.transaction(async (tx) => {
    let slug = input.slug;
    if (slug !== null && (await slugTaken(tx, slug, null)))
      return { outcome: "invalid" as const, reason: "slug" as const };
    slug ??= await freeSlug(tx, slugFromTitle(input.fields.title));
    const [row] = await tx
      .insert(helpArticles)
      .values({
        slug,
        ...input.fields,
        status: "draft",
        version: 1,
        createdById: actor.id,
        sourceTicketId: from?.ticketId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: helpArticles.id });
    if (!row) throw new Error("help article not inserted");
    await addVersion(tx, row.id, 1, input.fields, actor, input.note ?? null, now);
    const kind: HelpArticleEventKind = from ? "drafted_from_ticket" : "created";
    await appendCaseEvent(
      tx,
      helpArticleCase,
      row.id,
      actor,
      { kind, internal: true, toValue: "1" },
      {
        audit: { verb: from ? "draft_from_ticket" : "create", after: { slug, ticketId: from?.ticketId ?? null } },
        now,
      },
    );
    return { outcome: "changed" as const, id: row.id };
  });
}

/**
 * Saves the form as the next version, unless the page showed an older version ('conflict') or the
 * slug belongs to another article ('invalid').
 */
export async function saveHelpArticle(
  db: Database,
  actor: CaseActor,
  id: number,
  input: { slug: string | null; fields: HelpArticleFields; note: string | null; expectedVersion: number },
): Promise<CaseResult<number, { version: number }> | { outcome: "invalid"; reason: "slug" }> {
  const now = new Date();
  return withLockedCase(db, helpArticleCase, id, async (tx, row) => {
    if (row.version !== input.expectedVersion) return { outcome: "conflict" as const, current: row.version as number };
    if (input.slug !== null && (await slugTaken(tx, input.slug, id))) {
      return { outcome: "invalid" as const, reason: "slug" as const };
    }
    const slug = input.slug ?? (await freeSlug(tx, slugFromTitle(input.fields.title), id));
    const version = (row.version as number) + 1;
    await addVersion(tx, id, version, input.fields, actor, input.note, now);
    await appendCaseEvent(
      tx,
      helpArticleCase,
      id,
      actor,
      { kind: "edited", internal: true, body: input.note, toValue: String(version) },
      {
        changes: { ...input.fields, slug, version },
        audit: { verb: "edit", before: { version: row.version, slug: row.slug }, after: { version, slug } },
        now,
      },
    );
    return { outcome: "changed" as const, version };
  });
}

/** An older version's text made current again, as a new version (the history keeps both). */
export async function restoreHelpArticleVersion(
  db: Database,
  actor: CaseActor,
  id: number,
  input: { version: number; expectedVersion: number; note: string },
): Promise<CaseResult<number, { version: number }>> {
  const now = new Date();
  return withLockedCase(db, helpArticleCase, id, async (tx, row) => {
    if (row.version !== input.expectedVersion) return { outcome: "conflict" as const, current: row.version as number };
    const [old] = await tx
      .select()
      .from(helpArticleVersions)
      .where(and(eq(helpArticleVersions.articleId, id), eq(helpArticleVersions.version, input.version)));
    if (!old) return { outcome: "missing" as const };
    if (old.version === row.version) return { outcome: "unchanged" as const };
    const fields: HelpArticleFields = {
      title: old.title,
      summary: old.summary,
      body: old.body,
      category: old.category,
      tags: old.tags,
      concerns: old.concerns,
    };
    const version = (row.version as number) + 1;
    await addVersion(tx, id, version, fields, actor, input.note, now);
    await appendCaseEvent(
      tx,
      helpArticleCase,
      id,
      actor,
      { kind: "restored", internal: true, fromValue: String(old.version), toValue: String(version) },
      {
        changes: { ...fields, version },
        audit: { verb: "restore", before: { version: row.version }, after: { version, from: old.version } },
        now,
      },
    );
    return { outcome: "changed" as const, version };
  });
}

/** The publishing moves: what each sets and the history entry it writes. */
const statusMoves = {
  publish: { from: ["draft", "archived"], to: "published", kind: "published" },
  unpublish: { from: ["published", "archived"], to: "draft", kind: "unpublished" },
  archive: { from: ["draft", "published"], to: "archived", kind: "archived" },
} as const satisfies Record<string, { from: HelpArticleStatus[]; to: HelpArticleStatus; kind: HelpArticleEventKind }>;

export type HelpArticleMove = keyof typeof statusMoves;
export const helpArticleMoves = Object.keys(statusMoves) as HelpArticleMove[];

/** Whether a move is offered from a status (the page shows only these buttons). */
export const canMoveHelpArticle = (move: HelpArticleMove, from: HelpArticleStatus) =>
  (statusMoves[move].from as readonly HelpArticleStatus[]).includes(from);

/**
 * Publishes, unpublishes or archives. Who may is the route's check (canPublish): this command only
 * keeps the lifecycle and the stale page. Publishing stamps when and by whom (the page's date).
 */
export async function moveHelpArticle(
  db: Database,
  actor: CaseActor,
  id: number,
  input: { move: HelpArticleMove; expected: HelpArticleStatus },
): Promise<CaseResult<HelpArticleStatus>> {
  const move = statusMoves[input.move];
  const now = new Date();
  return withLockedCase(db, helpArticleCase, id, async (tx, row) => {
    const from = row.status as HelpArticleStatus;
    if (from !== input.expected) return { outcome: "conflict" as const, current: from };
    if (from === move.to) return { outcome: "unchanged" as const };
    if (!canMoveHelpArticle(input.move, from)) return { outcome: "invalid" as const };
    const stamp = move.to === "published" ? { publishedAt: now, publishedById: actor.id } : {};
    await appendCaseEvent(
      tx,
      helpArticleCase,
      id,
      actor,
      { kind: move.kind, internal: true, fromValue: from, toValue: move.to },
      {
        changes: { status: move.to, ...stamp },
        audit: { verb: "status", before: { status: from }, after: { status: move.to } },
        now,
      },
    );
    return { outcome: "changed" as const };
  });
}

export type DraftFromTicketResult =
  | { outcome: "missing" }
  /** The ticket is not resolved or closed: nothing to learn from yet. */
  | { outcome: "invalid" }
  /** The ticket already became an article: that one, not a second. */
  | { outcome: "existing"; id: number }
  | { outcome: "changed"; id: number; removed: ScrubResult["removed"] };

/**
 * A draft article from a resolved (or closed) ticket: its subject, description and public replies —
 * never internal notes — with the customer's and the staff's names, the customer's email address and
 * phone numbers scrubbed out. The ticket is locked meanwhile, so two presses make one draft.
 */
export async function draftHelpArticleFromTicket(
  db: Database,
  actor: CaseActor,
  ticketId: number,
): Promise<DraftFromTicketResult> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        id: tickets.id,
        status: tickets.status,
        subject: tickets.subject,
        description: tickets.description,
        customerName: users.fullName,
        customerEmail: users.email,
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.customerId))
      .where(eq(tickets.id, ticketId))
      .for("update", { of: tickets });
    if (!ticket) return { outcome: "missing" as const };
    const existing = await articleOfTicket(tx, ticketId);
    if (existing !== null) return { outcome: "existing" as const, id: existing };
    if (ticket.status !== "resolved" && ticket.status !== "closed") return { outcome: "invalid" as const };

    const events = await tx
      .select({
        kind: ticketEvents.kind,
        body: ticketEvents.body,
        actorName: ticketEvents.actorName,
        internal: ticketEvents.internal,
      })
      .from(ticketEvents)
      .where(eq(ticketEvents.ticketId, ticketId))
      .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
    const publicReplies = events
      .filter(
        (event) => !event.internal && (event.kind === "customer_reply" || event.kind === "staff_reply") && event.body,
      )
      .map((event) => ({ body: event.body ?? "", byStaff: event.kind === "staff_reply" }));
    // Everyone on staff who wrote on the ticket, notes included: a reply may name a colleague.
    const staffNames = [
      ...new Set(
        events.filter((event) => event.kind === "staff_reply" || event.kind === "note").map((event) => event.actorName),
      ),
    ];
    const phones = await tx
      .selectDistinct({ phone: contactMessages.phone })
      .from(contactMessages)
      .where(eq(contactMessages.email, ticket.customerEmail));

    const draft = articleDraftFromTicket(
      { subject: ticket.subject, description: ticket.description, publicReplies },
      {
        names: [ticket.customerName],
        staffNames,
        emails: [ticket.customerEmail],
        phones: phones.flatMap((row) => (row.phone ? [row.phone] : [])),
      },
    );
    const fields: HelpArticleFields = {
      title: draft.title.slice(0, HELP_ARTICLE_LIMITS.title) || "Draft from a resolved ticket",
      summary: draft.summary.slice(0, HELP_ARTICLE_LIMITS.summary),
      body: draft.body.slice(0, HELP_ARTICLE_LIMITS.body),
      category: HELP_ARTICLE_LIMITS.draftCategory,
      tags: [],
      concerns: [],
    };
    const created = await createHelpArticle(tx, actor, { slug: null, fields }, { ticketId });
    if (created.outcome !== "changed") throw new Error("a derived slug is always free");
    return { outcome: "changed" as const, id: created.id, removed: draft.removed };
  });
}

/** The article drafted from a ticket, for the ticket page's link (null: none yet). */
export async function articleOfTicket(db: CaseWriter, ticketId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(eq(helpArticles.sourceTicketId, ticketId))
    .orderBy(asc(helpArticles.id))
    .limit(1);
  return row?.id ?? null;
}

const listColumns = {
  id: helpArticles.id,
  title: helpArticles.title,
  slug: helpArticles.slug,
  status: helpArticles.status,
  category: helpArticles.category,
  version: helpArticles.version,
  updatedAt: helpArticles.updatedAt,
};

/** One page of articles, newest first, filtered by status, category and words of the title. */
export async function listStaffHelpArticles(db: Database, query: HelpArticleQuery) {
  return findPage({
    rows: db.select(listColumns).from(helpArticles).$dynamic(),
    count: db.select({ value: count() }).from(helpArticles).$dynamic(),
    where: [
      query.status && eq(helpArticles.status, query.status),
      query.category && eq(helpArticles.category, query.category),
      query.q &&
        or(ilike(helpArticles.title, containsPattern(query.q)), ilike(helpArticles.slug, containsPattern(query.q))),
    ],
    orderBy: [desc(helpArticles.createdAt), desc(helpArticles.id)],
    page: query.page,
  });
}
export type StaffHelpArticleRow = Awaited<ReturnType<typeof listStaffHelpArticles>>["rows"][number];

/** One article as its page reads it: the current text, every version (who, when, note), its history. */
export async function getStaffHelpArticle(db: Database, id: number) {
  const [article] = await db
    .select({
      id: helpArticles.id,
      slug: helpArticles.slug,
      status: helpArticles.status,
      title: helpArticles.title,
      summary: helpArticles.summary,
      body: helpArticles.body,
      category: helpArticles.category,
      tags: helpArticles.tags,
      concerns: helpArticles.concerns,
      version: helpArticles.version,
      publishedAt: helpArticles.publishedAt,
      sourceTicketId: helpArticles.sourceTicketId,
      sourceTicketNumber: tickets.number,
      updatedAt: helpArticles.updatedAt,
    })
    .from(helpArticles)
    .leftJoin(tickets, eq(tickets.id, helpArticles.sourceTicketId))
    .where(eq(helpArticles.id, id));
  if (!article) return null;
  const [versions, events] = await Promise.all([
    db
      .select({
        version: helpArticleVersions.version,
        editedAt: helpArticleVersions.editedAt,
        editorName: users.fullName,
        note: helpArticleVersions.note,
      })
      .from(helpArticleVersions)
      .leftJoin(users, eq(users.id, helpArticleVersions.editedById))
      .where(eq(helpArticleVersions.articleId, id))
      .orderBy(desc(helpArticleVersions.version)),
    listCaseHistory(db, helpArticleCase, id),
  ]);
  return { ...article, versions, events };
}
export type StaffHelpArticle = NonNullable<Awaited<ReturnType<typeof getStaffHelpArticle>>>;
