// The application page's one form handler (POST /staff/applications/:id): the `intent` field says
// which of its forms was sent — stage, assign, note or delete. Success is post/redirect/get with a
// toast; invalid input, conflicts (a change based on a stale page: 409) and the deletion's
// confirmation step come back to the page as data.
import { applicationStageLabels, staffApplicationCopy } from "~/content/staff-applications";
import { redirectWithToast } from "~/lib/auth/auth.server";
import type { FlashMessage } from "~/lib/auth/cookies.server";
import type { Env } from "~/lib/env.server";
import { stringFields } from "~/lib/forms/fields";
import { dataOutcome, type Outcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import {
  addApplicationNote,
  assignApplication,
  changeApplicationStage,
  deleteApplication,
} from "./staff-applications.server";
import type { PipelineActionData } from "./staff-query";
import { validateAssignForm, validateNoteForm, validateStageForm } from "./staff-schema";

const copy = staffApplicationCopy;
const intents = ["stage", "assign", "note", "delete"] as const;
type Intent = (typeof intents)[number];

type PipelineEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "MAIL_FROM">;

function answer(
  intent: Intent | null,
  status: number,
  fields: Partial<PipelineActionData>,
): Outcome<PipelineActionData> {
  return dataOutcome(status, { intent, message: null, fieldErrors: {}, values: {}, ...fields });
}

function done(env: PipelineEnv, path: string, message: string, type: FlashMessage["type"] = "success") {
  return redirectWithToast(env, path, { type, message });
}

function intentOf(form: FormData): Intent | null {
  return intents.find((intent) => intent === form.get("intent")) ?? null;
}

/** The application vanished after the route found it (deleted by someone else, or by retention). */
function missing(intent: Intent) {
  return answer(intent, 404, { message: copy.toasts.failed });
}

export function applicationActionForm(staff: StaffUser, id: number) {
  const page = `/staff/applications/${id}`;
  return defineForm<PipelineActionData, PipelineEnv>({
    name: "staff-application",
    maxBytes: 64 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(null, status, { message }),
    unavailable: ({ form }) =>
      answer(intentOf(form), 503, { message: copy.toasts.failed, values: stringFields(form, ["note"]) }),
    async handle({ form, db, env }) {
      const intent = intentOf(form);
      switch (intent) {
        case "stage": {
          const validation = validateStageForm(form);
          if (!validation.success) {
            return answer(intent, 400, { message: copy.errors.stage, fieldErrors: { stage: copy.errors.stage } });
          }
          const { stage, expectedStage, email } = validation.data;
          const result = await changeApplicationStage(db, staff, id, {
            stage,
            expected: expectedStage,
            email: Boolean(email),
          });
          if (result.outcome === "missing") return missing(intent);
          if (result.outcome === "conflict") {
            return answer(intent, 409, { message: copy.conflicts.stage(applicationStageLabels[result.current]) });
          }
          if (result.outcome === "unchanged") return done(env, page, copy.toasts.unchanged, "info");
          if (result.emailed) {
            return done(env, page, copy.toasts.stageEmailed(applicationStageLabels[stage]));
          }
          return done(env, page, copy.toasts.stage(applicationStageLabels[stage]));
        }
        case "assign": {
          const validation = validateAssignForm(form);
          const invalid = () =>
            answer(intent, 400, { message: copy.errors.assignee, fieldErrors: { assignee: copy.errors.assignee } });
          if (!validation.success) return invalid();
          const toId = (value: string) => (value === "" ? null : Number(value));
          const assigneeId = toId(validation.data.assignee);
          const result = await assignApplication(db, staff, id, {
            assigneeId,
            expected: toId(validation.data.expectedAssignee),
          });
          if (result.outcome === "missing") return missing(intent);
          if (result.outcome === "invalid") return invalid();
          if (result.outcome === "conflict") {
            return answer(intent, 409, { message: copy.conflicts.assignee(result.current || copy.assignee.nobody) });
          }
          if (result.outcome === "unchanged") return done(env, page, copy.toasts.unchanged, "info");
          return done(env, page, assigneeId === null ? copy.toasts.unassigned : copy.toasts.assigned(result.name));
        }
        case "note": {
          const validation = validateNoteForm(form);
          if (!validation.success) {
            return answer(intent, 400, { fieldErrors: validation.fieldErrors, values: validation.values });
          }
          const result = await addApplicationNote(db, staff, id, validation.data.note);
          if (result.outcome === "missing") return missing(intent);
          return done(env, page, copy.toasts.note);
        }
        case "delete": {
          // Two steps, without JavaScript too: the first post asks, the second (confirm=yes) deletes.
          if (form.get("confirm") !== "yes") return answer(intent, 200, { confirmDelete: true });
          const result = await deleteApplication(db, staff, id);
          if (result.outcome === "missing") return missing(intent);
          return done(env, "/staff/applications", copy.toasts.deleted(id));
        }
        default:
          return answer(null, 400, { message: copy.toasts.failed });
      }
    },
  });
}
