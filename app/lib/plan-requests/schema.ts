// The plan-request form: which plan, and an optional note for the staff. Shared by the dialog in
// the browser and the /plan-requests action.
import * as z from "zod/mini";
import { planRequestCopy } from "~/content/accounts";
import { plans } from "~/content/plans";
import { cleanText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";

import { PLAN_REQUEST_NOTE_MAX_LENGTH } from "./form";

export * from "./form";

export const PlanRequestFormSchema = z.object({
  planId: z.string().check(z.refine((value) => plans.some((plan) => plan.id === value), planRequestCopy.unknownPlan)),
  note: z
    .string()
    .check(z.overwrite(cleanText), z.maxLength(PLAN_REQUEST_NOTE_MAX_LENGTH, planRequestCopy.noteTooLong)),
});

export type PlanRequestInput = z.output<typeof PlanRequestFormSchema>;

export function validatePlanRequestForm(form: FormData) {
  return validateForm(PlanRequestFormSchema, form);
}
