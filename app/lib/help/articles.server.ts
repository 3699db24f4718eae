// Help articles as the console works them: the case type over help_articles and their history, and
// the commands — write (a first version), save (every save is a new version), restore an older
// version (copied into a new one, so numbers only grow), publish / unpublish / archive (an editor's
// decision: the route checks canPublish), and a draft from a resolved ticket with the personal data
// scrubbed out. Each command locks the article and compares the version or status the page showed,
// so a change based on a stale page is refused ('conflict').
import { asc, count, desc, eq, ilike, or } from "drizzle-orm";
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
import { findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { listCaseHistory } from "~/lib/casework/record.server";
import type { Locale } from "~/lib/i18n/locale";
import { canMovePublication, type PublicationMove, publicationMoves } from "~/lib/publishing/moves";
import {
  type CreateResult,
  createPublication,
  listPublicationVersions,
  movePublication,
  type PublishedKind,
  restorePublicationVersion,
  savePublication,
} from "~/lib/publishing/records.server";
import { isValidSlug, slugFromTitle } from "~/lib/publishing/slug";
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

/** Help articles as the publishing kit works them: versions, restore, publish / unpublish / archive. */
export const helpArticleKind: PublishedKind<HelpArticleFields> = {
  caseType: helpArticleCase,
  versions: helpArticleVersions,
  versionRecordKey: "articleId",
  fieldNames: ["title", "summary", "body", "category", "tags", "concerns"],
  slugFallback: "article",
};

export { isValidSlug, slugFromTitle };

/**
 * A new draft (version 1): the slug given (refused when taken), or one made from the title (the first
 * free one). `from` records a draft made from a ticket.
 */
export function createHelpArticle(
  db: Database,
  actor: CaseActor,
  input: { slug: string | null; fields: HelpArticleFields; language?: Locale; note?: string | null },
  from?: { ticketId: number },
): Promise<CreateResult> {
  const kind: HelpArticleEventKind = from ? "drafted_from_ticket" : "created";
  return createPublication(db, helpArticleKind, actor, input, {
    columns: { sourceTicketId: from?.ticketId ?? null },
    event: { kind, verb: from ? "draft_from_ticket" : "create", after: { ticketId: from?.ticketId ?? null } },
  });
}

/**
 * Saves the form as the next version, unless the page showed an older version ('conflict') or the
 * slug belongs to another article ('invalid').
 */
export const saveHelpArticle = (
  db: Database,
  actor: CaseActor,
  id: number,
  input: {
    slug: string | null;
    fields: HelpArticleFields;
    language?: Locale;
    note: string | null;
    expectedVersion: number;
  },
) => savePublication(db, helpArticleKind, actor, id, input);

/** An older version's text made current again, as a new version (the history keeps both). */
export const restoreHelpArticleVersion = (
  db: Database,
  actor: CaseActor,
  id: number,
  input: { version: number; expectedVersion: number; note: string },
) => restorePublicationVersion(db, helpArticleKind, actor, id, input);

export type HelpArticleMove = PublicationMove;
export const helpArticleMoves = publicationMoves;

/** Whether a move is offered from a status (the page shows only these buttons). */
export const canMoveHelpArticle = canMovePublication;

/**
 * Publishes, unpublishes or archives. Who may is the route's check (canPublish): this command only
 * keeps the lifecycle and the stale page. Publishing stamps when and by whom (the page's date).
 */
export const moveHelpArticle = (
  db: Database,
  actor: CaseActor,
  id: number,
  input: { move: HelpArticleMove; expected: HelpArticleStatus },
) => movePublication(db, helpArticleKind, actor, id, input);

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
  language: helpArticles.language,
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
      query.language && eq(helpArticles.language, query.language),
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
      language: helpArticles.language,
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
    listPublicationVersions(db, helpArticleKind, id),
    listCaseHistory(db, helpArticleCase, id),
  ]);
  return { ...article, versions, events };
}
export type StaffHelpArticle = NonNullable<Awaited<ReturnType<typeof getStaffHelpArticle>>>;
