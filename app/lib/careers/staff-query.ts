// HR's pipeline (issue 17), the zod-free pieces shared by the pages (browser) and the server: the
// stages, field limits, what the application page's action answers, and the list's query string.
import { applicationStageLabels, type ApplicationStageName } from "~/content/staff-applications";
import { pageParam, queryString } from "~/lib/list-params";

/**
 * The stages in HR's order. The same list as the database's check (applicationStages in
 * app/db/applications-schema.ts, compared by a test); not imported from there, since the pages
 * import this module and the database schema must not reach the browser.
 */
export const pipelineStages = Object.keys(applicationStageLabels) as ApplicationStageName[];
export type PipelineStage = ApplicationStageName;

export const PIPELINE_LIMITS = { note: 5000, search: 100 } as const;

/** What the application page's action answers when it does not redirect. */
export type PipelineActionData = {
  /** Which form answered; null when the post was refused before its fields were read. */
  intent: "stage" | "assign" | "note" | "delete" | null;
  message: string | null;
  fieldErrors: Partial<Record<"note" | "stage" | "assignee", string>>;
  values: Partial<Record<"note", string>>;
  /** The first step of a deletion: the page shows the confirmation. */
  confirmDelete?: boolean;
};

/** The list's query string: ?q=&opening=&stage=&overdue=1&assignee=&page= (bookmarkable). */
export type ApplicationQuery = {
  q: string;
  opening: string | null;
  stage: PipelineStage | null;
  overdue: boolean;
  assignee: "mine" | "unassigned" | number | null;
  page: number;
};

/** `openings`: the ids the filter accepts (app/content/jobs.ts); anything else is ignored. */
export function parseApplicationQuery(params: URLSearchParams, openings: readonly string[]): ApplicationQuery {
  const q = (params.get("q") ?? "").trim().slice(0, PIPELINE_LIMITS.search);
  const opening = openings.find((id) => id === params.get("opening")) ?? null;
  const stage = pipelineStages.find((value) => value === params.get("stage")) ?? null;
  const rawAssignee = params.get("assignee") ?? "";
  const assignee =
    rawAssignee === "mine" || rawAssignee === "unassigned"
      ? rawAssignee
      : /^\d{1,15}$/.test(rawAssignee)
        ? Number(rawAssignee)
        : null;
  return { q, opening, stage, overdue: params.get("overdue") === "1", assignee, page: pageParam(params) };
}

/** The query string for a query (defaults left out, so URLs stay short). */
export function applicationQueryString(query: ApplicationQuery, overrides: Partial<ApplicationQuery> = {}): string {
  const { q, opening, stage, overdue, assignee, page } = { ...query, ...overrides };
  return queryString({ q, opening, stage, overdue: overdue ? 1 : null, assignee, page });
}

/** Still waiting for HR's first contact after the promised date. */
export function isOverdue(application: { stage: string; contactBy: Date | string }, now: Date | string): boolean {
  return application.stage === "new" && new Date(application.contactBy).getTime() < new Date(now).getTime();
}
