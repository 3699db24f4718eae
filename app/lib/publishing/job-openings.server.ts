// Job openings as the console works them: the case type over job_openings and its history, the
// publishing kit's commands bound to it, a new deadline (reopen or extend), the list and one
// opening's page.
import { count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { Department } from "~/content/schema";
import type { Database } from "~/db/client.server";
import { jobApplications, jobOpeningEvents, jobOpenings, jobOpeningVersions } from "~/db/schema";
import { type CaseActor, defineCaseType } from "~/lib/casework/case-type.server";
import { findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import {
  fieldsOf,
  listPublicationVersions,
  type PublishedKind,
  type SaveResult,
  savePublication,
} from "./records.server";
import type { PublicationQuery } from "./staff-query";

export const jobOpeningCase = defineCaseType({
  subject: "job_opening",
  auditPrefix: "job_opening",
  table: jobOpenings,
  events: jobOpeningEvents,
  eventRecordKey: "openingId",
  touchKey: "updatedAt",
});

/** The departments an opening may belong to (the careers page's list). */
export const openingDepartments = Department.options;

/** What an editor writes: every version holds these. */
export type JobOpeningFields = {
  title: string;
  department: string;
  location: string;
  employmentType: string;
  experience: string;
  salaryRange: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  skills: string[];
  postedOn: string;
  applicationDeadline: string;
};

export const jobOpeningKind: PublishedKind<JobOpeningFields> = {
  caseType: jobOpeningCase,
  versions: jobOpeningVersions,
  versionRecordKey: "openingId",
  fieldNames: [
    "title",
    "department",
    "location",
    "employmentType",
    "experience",
    "salaryRange",
    "description",
    "requirements",
    "responsibilities",
    "skills",
    "postedOn",
    "applicationDeadline",
  ],
  slugFallback: "opening",
  // Applications name their opening by its address (job_applications.opening_id): once the opening
  // has been public, the address stays.
  slugFixed: (row) => row.status !== "draft" || row.publishedAt !== null,
};

/**
 * A new application deadline (reopening a closed opening, or extending an open one): saved as a new
 * version whose history entry says from when to when. The caller checks the date (today in India or
 * later) and who may (canPublish: it puts the opening back on /careers).
 */
export async function moveOpeningDeadline(
  db: Database,
  actor: CaseActor,
  id: number,
  input: { deadline: string; expectedVersion: number; note: (from: string, to: string) => string },
): Promise<SaveResult> {
  const [row] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  if (!row) return { outcome: "missing" };
  if (row.applicationDeadline === input.deadline) return { outcome: "unchanged" };
  const note = input.note(row.applicationDeadline, input.deadline);
  // savePublication locks the row and refuses the change if another version was saved meanwhile.
  return savePublication(
    db,
    jobOpeningKind,
    actor,
    id,
    {
      slug: row.slug,
      fields: { ...fieldsOf(jobOpeningKind, row), applicationDeadline: input.deadline },
      note,
      expectedVersion: input.expectedVersion,
    },
    { audit: { deadline: { from: row.applicationDeadline, to: input.deadline } } },
  );
}

/** Applications per opening address, for the list (the console's own count; applicants' details stay on their pages). */
async function applicationCounts(db: Database, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ openingId: jobApplications.openingId, value: count() })
    .from(jobApplications)
    .where(inArray(jobApplications.openingId, slugs))
    .groupBy(jobApplications.openingId);
  return new Map(rows.map((row) => [row.openingId, Number(row.value)]));
}

/**
 * One page of openings, latest deadline first, filtered by status and words of the title or address;
 * with each one's applications counted when the reader may see applications.
 */
export async function listStaffJobOpenings(db: Database, query: PublicationQuery, withApplications: boolean) {
  const page = await findPage({
    rows: db
      .select({
        id: jobOpenings.id,
        title: jobOpenings.title,
        slug: jobOpenings.slug,
        status: jobOpenings.status,
        department: jobOpenings.department,
        applicationDeadline: jobOpenings.applicationDeadline,
        language: jobOpenings.language,
        version: jobOpenings.version,
        updatedAt: jobOpenings.updatedAt,
      })
      .from(jobOpenings)
      .$dynamic(),
    count: db.select({ value: count() }).from(jobOpenings).$dynamic(),
    where: [
      query.status && eq(jobOpenings.status, query.status),
      query.language && eq(jobOpenings.language, query.language),
      query.q &&
        or(ilike(jobOpenings.title, containsPattern(query.q)), ilike(jobOpenings.slug, containsPattern(query.q))),
    ],
    orderBy: [desc(jobOpenings.applicationDeadline), desc(jobOpenings.id)],
    page: query.page,
  });
  const counts = withApplications
    ? await applicationCounts(
        db,
        page.rows.map((row) => row.slug),
      )
    : null;
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, applications: counts ? (counts.get(row.slug) ?? 0) : null })),
  };
}
export type StaffJobOpeningRow = Awaited<ReturnType<typeof listStaffJobOpenings>>["rows"][number];

/** One opening as its page reads it: the current text and every version (who, when, note). */
export async function getStaffJobOpening(db: Database, id: number) {
  const [opening] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  if (!opening) return null;
  const versions = await listPublicationVersions(db, jobOpeningKind, id);
  return { ...opening, slugFixed: jobOpeningKind.slugFixed?.(opening) ?? false, versions };
}
export type StaffJobOpening = NonNullable<Awaited<ReturnType<typeof getStaffJobOpening>>>;
