// HR's pipeline forms (issue 17), parsed on the server only: the pages import the zod-free
// staff-query.ts, so neither zod nor these schemas reach a staff page's browser bundle.
import * as z from "zod/mini";
import { staffApplicationCopy } from "~/content/staff-applications";
import { requiredText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { PIPELINE_LIMITS, type PipelineStage, pipelineStages } from "./staff-query";

const copy = staffApplicationCopy;
const stages = pipelineStages as [PipelineStage, ...PipelineStage[]];

/** The stage the page was rendered with travels along, so a move based on a stale page is refused. */
export const StageFormSchema = z.object({
  stage: z.enum(stages, { error: copy.errors.stage }),
  expectedStage: z.enum(stages, { error: copy.errors.stage }),
  /** A checkbox: present ('1') when HR wants the applicant emailed. */
  email: z.optional(z.string()),
});

/** `assignee`: a user id, or '' for nobody; `expectedAssignee` likewise (the page's value). */
export const AssignFormSchema = z.object({
  assignee: z.string().check(z.regex(/^\d{0,18}$/, copy.errors.assignee)),
  expectedAssignee: z.string().check(z.regex(/^\d{0,18}$/, copy.errors.assignee)),
});

export const NoteFormSchema = z.object({ note: requiredText(copy.fieldNames.note, PIPELINE_LIMITS.note) });

export const validateStageForm = (form: FormData) => validateForm(StageFormSchema, form);
export const validateAssignForm = (form: FormData) => validateForm(AssignFormSchema, form);
export const validateNoteForm = (form: FormData) => validateForm(NoteFormSchema, form);
