// The careers page's openings, from the database (job_openings, edited in the console), kept per
// process until an opening changes (app/lib/public-snapshot/snapshot.server.ts): one stamp query per
// request. Only published openings are loaded — a draft or an archived one is the site's 404. A
// published opening whose deadline has passed (judged in India) still answers at /careers/{slug},
// saying it is closed, but leaves /careers and the sitemap.
import { eq, inArray } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { Department, type Job } from "~/content/schema";
import type { Database } from "~/db/client.server";
import { jobOpenings } from "~/db/schema";
import { publicSnapshot, tableStamp } from "~/lib/public-snapshot/snapshot.server";
import { isOpeningOpen } from "./apply-form";
import { logger } from "~/lib/log/logger.server";

type OpeningRecord = Pick<
  typeof jobOpenings.$inferSelect,
  | "slug"
  | "title"
  | "department"
  | "location"
  | "employmentType"
  | "experience"
  | "salaryRange"
  | "description"
  | "requirements"
  | "responsibilities"
  | "skills"
  | "postedOn"
  | "applicationDeadline"
> &
  Partial<Pick<typeof jobOpenings.$inferSelect, "language">>;

const isDepartment = (name: string): name is Job["department"] => (Department.options as string[]).includes(name);

/** An opening as the pages show it (the shape the careers pages and JobPosting data were written for). */
export function toJob(record: OpeningRecord): Job | null {
  // The console offers only the known departments; a row with another one cannot be drawn (no icon).
  if (!isDepartment(record.department)) return null;
  return {
    id: record.slug,
    title: record.title,
    department: record.department,
    location: record.location,
    type: record.employmentType,
    experience: record.experience,
    salaryRange: record.salaryRange,
    description: record.description,
    requirements: record.requirements,
    responsibilities: record.responsibilities,
    skills: record.skills,
    postedDate: record.postedOn,
    applicationDeadline: record.applicationDeadline,
    ...(record.language === undefined ? {} : { language: record.language }),
  };
}

export type PublishedOpenings = {
  /** Changes with every edit of any opening: part of the keys of what is rendered from them. */
  stamp: string;
  /** Every published opening, open or closed, in the order they were created. */
  all: Job[];
  bySlug: ReadonlyMap<string, Job>;
  /** The openings taking applications on `now`'s day in India (/careers, the sitemap), the same array all day. */
  open(now: Date): Job[];
};

async function loadPublishedOpenings(db: Database, stamp: string): Promise<PublishedOpenings> {
  const records = await db
    .select()
    .from(jobOpenings)
    .where(eq(jobOpenings.status, "published"))
    .orderBy(jobOpenings.id);
  const all = records.flatMap((record) => {
    const job = toJob(record);
    if (!job) logger.error(`[careers] opening "${record.slug}" has an unknown department: not shown`);
    return job ? [job] : [];
  });
  // The same array while the open set is unchanged, so what is built from it (the SEO index) is kept too.
  let openNow: { key: string; jobs: Job[] } | undefined;
  return {
    stamp,
    all,
    bySlug: new Map(all.map((job) => [job.id, job])),
    open(now) {
      const jobs = all.filter((job) => isOpeningOpen(job, now));
      const key = jobs.map((job) => job.id).join(" ");
      if (openNow?.key !== key) openNow = { key, jobs };
      return openNow.jobs;
    },
  };
}

const snapshot = publicSnapshot({ stamp: (db) => tableStamp(db, jobOpenings), load: loadPublishedOpenings });

/** The published openings for this request (kept per process until an opening changes). */
export function publishedOpenings(context: Readonly<RouterContextProvider>): Promise<PublishedOpenings> {
  return snapshot.forRequest(context);
}

/** The same outside a request (tests). */
export function readPublishedOpenings(db: Database): Promise<PublishedOpenings> {
  return snapshot.read(db);
}

/**
 * The titles of the openings named by applications, whatever their status now: an application keeps
 * its opening's title after the opening closes or is archived.
 */
export async function openingTitles(db: Database, slugs?: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ slug: jobOpenings.slug, title: jobOpenings.title })
    .from(jobOpenings)
    .where(slugs ? inArray(jobOpenings.slug, [...slugs]) : undefined)
    .orderBy(jobOpenings.title);
  return new Map(rows.map((row) => [row.slug, row.title]));
}
