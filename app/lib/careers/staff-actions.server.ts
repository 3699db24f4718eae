// The application page's one form handler (POST /staff/applications/:id): stage, assignee and note
// are the kernel's shared intents (the stage bringing its email and first-contact time); the
// deletion on request, in two steps, is the pipeline's own.
import { applicationStageLabels, staffApplicationCopy } from "~/content/staff-applications";
import { defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { assignIntent, noteIntent, statusIntent } from "~/lib/casework/intents.server";
import { deleteApplication, jobApplicationCase, stageMove } from "./staff-applications.server";
import { PIPELINE_LIMITS, type PipelineStage, pipelineStages } from "./staff-query";

const copy = staffApplicationCopy;

/** The "Email the applicant" checkbox: present ('1', 'on'…) when HR wants the applicant emailed. */
function emailWanted(form: FormData) {
  const value = form.get("email");
  return typeof value === "string" && value !== "";
}

export function applicationActionForm(actor: CaseActor, id: number) {
  const record = { type: jobApplicationCase, actor, id };
  return defineCaseForm<"stage" | "assign" | "note" | "delete", "note" | "stage" | "assignee">({
    name: "staff-application",
    page: `/staff/applications/${id}`,
    failed: copy.toasts.failed,
    keep: ["note"],
    intents: {
      stage: statusIntent<PipelineStage>({
        ...record,
        statuses: pipelineStages,
        field: "stage",
        words: {
          error: copy.errors.stage,
          conflict: (current) => copy.conflicts.stage(applicationStageLabels[current]),
          unchanged: copy.toasts.unchanged,
          changed: (to) => copy.toasts.stage(applicationStageLabels[to]),
        },
        extras: (row, to, form, tx) => stageMove(row, to, emailWanted(form), tx),
        after(to, { outboxId }) {
          if (outboxId === undefined) return null;
          return { message: copy.toasts.stageEmailed(applicationStageLabels[to]) };
        },
      }),
      assign: assignIntent({ ...record, words: copy }),
      note: noteIntent({ ...record, maxLength: PIPELINE_LIMITS.note, words: copy }),
      async delete(args) {
        // Two steps, without JavaScript too: the first post asks, the second (confirm=yes) deletes.
        if (args.form.get("confirm") !== "yes") return args.answer(200, { confirm: true });
        const result = await deleteApplication(args.db, actor, id);
        if (result.outcome === "missing") return args.missing();
        return args.done(copy.toasts.deleted(id), "success", "/staff/applications");
      },
    },
  });
}
