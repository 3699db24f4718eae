// The commands every published kind of record shares (help articles, blog posts, job openings): a
// record keeps its current text and every saved version beside it (who, when, a note), so:
// - create writes version 1 of a draft;
// - save writes the next version (refused when the page showed an older one: 'conflict');
// - restore copies an older version into a new one (numbers only grow, history only grows);
// - move publishes, unpublishes or archives (who may is the route's check: canPublish).
// The language a record is written in is saved with each save but belongs to the record, not to a
// version (the versions tables have no column for it): a save without one (a moved deadline) and a
// restored older version keep the current language, and each change of it is in the save's audit
// entry (before and after). A new record is English unless said otherwise.
// Each runs in one transaction with the record locked, and records itself through the casework
// kernel (the history entry, the audit entry, and `updatedAt` — the public pages' cache stamp —
// set to now with every change).
import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isLocale, type Locale } from "~/lib/i18n/locale";
import type { PublicationEventKind, PublicationStatus } from "~/db/publishing-schema";
import { users } from "~/db/schema";
import type { CaseActor, CaseType, CaseWriter } from "~/lib/casework/case-type.server";
import { withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import type { CaseResult } from "~/lib/casework/result";
import { type PublicationMove, canMovePublication, statusMoves } from "./moves";
import { slugFromTitle } from "./slug";

/**
 * A kind of published record: its case type (whose table has slug, status, version, publishedAt,
 * publishedById, createdById, createdAt and updatedAt — the touch key), its versions table, and the
 * content columns both hold.
 */
export type PublishedKind<Fields extends object> = {
  caseType: CaseType;
  // biome-ignore lint/suspicious/noExplicitAny: the kit serves the versions tables of every kind
  versions: any;
  /** The versions table's property that points at the record, e.g. 'postId'. */
  versionRecordKey: string;
  /** The content columns, the same on the record and on each version. */
  fieldNames: readonly (keyof Fields & string)[];
  /** The address made from a title that has no letters or digits. */
  slugFallback: string;
  /** Whether the record's address can no longer change (a post's, once published: links to it must keep working). */
  slugFixed?: (row: { status: PublicationStatus; publishedAt: Date | null }) => boolean;
};

type SlugInvalid = { outcome: "invalid"; reason: "slug" };
const slugInvalid: SlugInvalid = { outcome: "invalid", reason: "slug" };

async function slugTaken<F extends object>(
  tx: CaseWriter,
  kind: PublishedKind<F>,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const table = kind.caseType.table;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(exceptId === null ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, exceptId)));
  return row !== undefined;
}

/** The first free address from a title: base, base-2, base-3… (a derived address never refuses a save). */
async function freeSlug<F extends object>(
  tx: CaseWriter,
  kind: PublishedKind<F>,
  title: string,
  exceptId: number | null,
): Promise<string> {
  const base = slugFromTitle(title, kind.slugFallback);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, kind, slug, exceptId))) return slug;
  }
}

async function addVersion<F extends object>(
  tx: CaseWriter,
  kind: PublishedKind<F>,
  recordId: number,
  version: number,
  fields: F,
  actor: CaseActor,
  note: string | null,
  now: Date,
) {
  await tx.insert(kind.versions).values({
    [kind.versionRecordKey]: recordId,
    version,
    ...fields,
    editedById: actor.id,
    editedAt: now,
    note,
  });
}

/**
 * The form's language select: "en" or "ml". Left out (a form or a script without the select), the
 * record keeps its language; anything else is refused.
 */
export function readLanguage(raw: string): { valid: boolean; language?: Locale } {
  if (raw === "") return { valid: true };
  return isLocale(raw) ? { valid: true, language: raw } : { valid: false };
}

/** The content columns of a row (a version's or the record's). */
export function fieldsOf<F extends object>(kind: PublishedKind<F>, row: Record<string, unknown>): F {
  return Object.fromEntries(kind.fieldNames.map((name) => [name, row[name]])) as F;
}

export type CreateResult = { outcome: "changed"; id: number } | SlugInvalid;

/**
 * A new draft (version 1): the slug given (refused when taken), or one made from the title (the first
 * free one). `columns` are the kind's own (a help article's source ticket); `event` names the history
 * entry when it is not a plain 'created'.
 */
export async function createPublication<F extends { title: string }>(
  db: Database,
  kind: PublishedKind<F>,
  actor: CaseActor,
  input: { slug: string | null; fields: F; language?: Locale; note?: string | null },
  options: { columns?: Record<string, unknown>; event?: { kind: string; verb: string; after?: object } } = {},
): Promise<CreateResult> {
  const now = new Date();
  const table = kind.caseType.table;
  return db.transaction(async (tx) => {
    let slug = input.slug;
    if (slug !== null && (await slugTaken(tx, kind, slug, null))) return slugInvalid;
    slug ??= await freeSlug(tx, kind, input.fields.title, null);
    const [row] = await tx
      .insert(table)
      .values({
        slug,
        ...input.fields,
        language: input.language ?? "en",
        ...options.columns,
        status: "draft",
        version: 1,
        createdById: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: table.id });
    if (!row) throw new Error(`${kind.caseType.subject} not inserted`);
    await addVersion(tx, kind, row.id, 1, input.fields, actor, input.note ?? null, now);
    const event = options.event ?? { kind: "created" satisfies PublicationEventKind, verb: "create" };
    await appendCaseEvent(
      tx,
      kind.caseType,
      row.id,
      actor,
      { kind: event.kind, internal: true, toValue: "1" },
      { audit: { verb: event.verb, after: { slug, language: input.language ?? "en", ...event.after } }, now },
    );
    return { outcome: "changed" as const, id: row.id as number };
  });
}

export type SaveResult = CaseResult<number, { version: number }> | SlugInvalid;

/**
 * Saves the fields as the next version, unless the page showed an older version ('conflict') or the
 * slug belongs to another record ('invalid'). A fixed address stays as it is; an empty one is made
 * from the title. `event` words the history entry (the note, unless a change says more: a deadline moved).
 */
export async function savePublication<F extends { title: string }>(
  db: Database,
  kind: PublishedKind<F>,
  actor: CaseActor,
  id: number,
  input: { slug: string | null; fields: F; language?: Locale; note: string | null; expectedVersion: number },
  event: { body?: string | null; audit?: Record<string, unknown> } = {},
): Promise<SaveResult> {
  const now = new Date();
  return withLockedCase(db, kind.caseType, id, async (tx, row) => {
    if (row.version !== input.expectedVersion) return { outcome: "conflict" as const, current: row.version as number };
    const fixed = kind.slugFixed?.({ status: row.status, publishedAt: row.publishedAt }) ?? false;
    let slug: string = row.slug;
    if (!fixed) {
      if (input.slug !== null && (await slugTaken(tx, kind, input.slug, id))) return slugInvalid;
      slug = input.slug ?? (await freeSlug(tx, kind, input.fields.title, id));
    }
    const version = (row.version as number) + 1;
    const language: Locale = input.language ?? row.language;
    await addVersion(tx, kind, id, version, input.fields, actor, input.note, now);
    await appendCaseEvent(
      tx,
      kind.caseType,
      id,
      actor,
      { kind: "edited", internal: true, body: event.body ?? input.note, toValue: String(version) },
      {
        changes: { ...input.fields, slug, language, version },
        audit: {
          verb: "edit",
          before: { version: row.version, slug: row.slug, language: row.language },
          after: { version, slug, language, ...event.audit },
        },
        now,
      },
    );
    return { outcome: "changed" as const, version };
  });
}

/** An older version's text made current again, as a new version (the history keeps both). */
export async function restorePublicationVersion<F extends object>(
  db: Database,
  kind: PublishedKind<F>,
  actor: CaseActor,
  id: number,
  input: { version: number; expectedVersion: number; note: string },
): Promise<CaseResult<number, { version: number }>> {
  const now = new Date();
  const versions = kind.versions;
  return withLockedCase(db, kind.caseType, id, async (tx, row) => {
    if (row.version !== input.expectedVersion) return { outcome: "conflict" as const, current: row.version as number };
    const [old] = await tx
      .select()
      .from(versions)
      .where(and(eq(versions[kind.versionRecordKey], id), eq(versions.version, input.version)));
    if (!old) return { outcome: "missing" as const };
    if (old.version === row.version) return { outcome: "unchanged" as const };
    const fields = fieldsOf(kind, old);
    const version = (row.version as number) + 1;
    await addVersion(tx, kind, id, version, fields, actor, input.note, now);
    await appendCaseEvent(
      tx,
      kind.caseType,
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

/**
 * Publishes, unpublishes or archives. Who may is the route's check (canPublish): this command only
 * keeps the lifecycle and the stale page. Publishing stamps when and by whom.
 */
export async function movePublication<F extends object>(
  db: Database,
  kind: PublishedKind<F>,
  actor: CaseActor,
  id: number,
  input: { move: PublicationMove; expected: PublicationStatus },
): Promise<CaseResult<PublicationStatus>> {
  const move = statusMoves[input.move];
  const now = new Date();
  return withLockedCase(db, kind.caseType, id, async (tx, row) => {
    const from = row.status as PublicationStatus;
    if (from !== input.expected) return { outcome: "conflict" as const, current: from };
    if (from === move.to) return { outcome: "unchanged" as const };
    if (!canMovePublication(input.move, from)) return { outcome: "invalid" as const };
    const stamp = move.to === "published" ? { publishedAt: now, publishedById: actor.id } : {};
    await appendCaseEvent(
      tx,
      kind.caseType,
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

/** Every version of a record, newest first: its number, when, who (null: no longer on the team) and the note. */
export async function listPublicationVersions<F extends object>(db: Database, kind: PublishedKind<F>, id: number) {
  const versions = kind.versions;
  const rows: { version: number; editedAt: Date; editorName: string | null; note: string | null }[] = await db
    .select({
      version: versions.version,
      editedAt: versions.editedAt,
      editorName: users.fullName,
      note: versions.note,
    })
    .from(versions)
    .leftJoin(users, eq(users.id, versions.editedById))
    .where(eq(versions[kind.versionRecordKey], id))
    .orderBy(desc(versions.version));
  return rows;
}
export type PublicationVersion = Awaited<ReturnType<typeof listPublicationVersions>>[number];
