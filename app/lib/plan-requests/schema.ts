// The plan-request form: which plan, and an optional note for the staff. Shared by the dialog in
// the browser and the /plan-requests action.
import * as z from "zod/mini";
import { planRequestCopy } from "~/content/accounts";
import { plans } from "~/content/plans";
import { cleanText, firstErrorPerField, stringFields } from "~/lib/forms/fields";

export const PLAN_REQUEST_NOTE_MAX_LENGTH = 1000;

export const PlanRequestFormSchema = z.object({
  planId: z
    .string()
    .check(z.refine((value) => plans.some((plan) => plan.id === value), "Please choose one of our plans")),
  note: z
    .string()
    .check(z.overwrite(cleanText), z.maxLength(PLAN_REQUEST_NOTE_MAX_LENGTH, planRequestCopy.noteTooLong)),
});

export type PlanRequestInput = z.output<typeof PlanRequestFormSchema>;
export type PlanRequestField = "planId" | "note";

export function validatePlanRequestForm(form: FormData) {
  const raw = stringFields(form, ["planId", "note"]);
  const result = PlanRequestFormSchema.safeParse(raw);
  if (result.success) return { success: true as const, data: result.data };
  return { success: false as const, fieldErrors: firstErrorPerField<PlanRequestField>(result.error.issues) };
}
