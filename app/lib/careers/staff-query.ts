// HR's pipeline, the zod-free pieces shared by the pages (browser) and the server: the stages, field
// limits, what the application page's action answers, and the list's URL.
import { applicationStageLabels, type ApplicationStageName } from "~/content/staff-applications";
import type { CaseActionData } from "~/lib/casework/case-form";
import {
  assigneeParam,
  choiceParam,
  defineListCodec,
  flagParam,
  type ListParam,
  pageParam,
  textParam,
} from "~/lib/casework/list-codec";

/**
 * The stages in HR's order. The same list as the database's check (applicationStages in
 * app/db/applications-schema.ts, compared by a test); not imported from there, since the pages
 * import this module and the database schema must not reach the browser.
 */
export const pipelineStages = Object.keys(applicationStageLabels) as ApplicationStageName[];
export type PipelineStage = ApplicationStageName;

export const PIPELINE_LIMITS = { note: 5000, search: 100 } as const;

/** What the application page's action answers when it does not redirect (`confirm`: the deletion asks first). */
export type PipelineActionData = CaseActionData<"stage" | "assign" | "note" | "delete", "note" | "stage" | "assignee">;

/**
 * The list's URL: ?q=&opening=&stage=&overdue=1&assignee=&page= (bookmarkable). An opening is named
 * by its address (the openings are the database's, closed and archived ones included); anything not
 * shaped like one is ignored.
 */
function openingParam(): ListParam<string | null> {
  return {
    read: (raw) => (raw && raw.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) ? raw : null),
    write: (value) => value,
  };
}

export const applicationList = defineListCodec({
  q: textParam(PIPELINE_LIMITS.search),
  opening: openingParam(),
  stage: choiceParam(pipelineStages),
  overdue: flagParam(),
  assignee: assigneeParam(),
  page: pageParam(),
});
export type ApplicationQuery = ReturnType<typeof applicationList.parse>;

/** Still waiting for HR's first contact after the promised date. */
export function isOverdue(application: { stage: string; contactBy: Date | string }, now: Date | string): boolean {
  return application.stage === "new" && new Date(application.contactBy).getTime() < new Date(now).getTime();
}
