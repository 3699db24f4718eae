// The plan-request form: which plan, and an optional note for the staff, checked by the
// /plan-requests action with its messages in the language of the page that posted it.
import * as z from "zod/mini";
import type { PlanRequestCopy } from "~/content/plan-request-form";
import { plans } from "~/content/plans";
import { cleanText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";

import { PLAN_REQUEST_NOTE_MAX_LENGTH } from "./form";

export * from "./form";

export function planRequestFormSchema(copy: Pick<PlanRequestCopy, "unknownPlan" | "noteTooLong">) {
  return z.object({
    planId: z.string().check(z.refine((value) => plans.some((plan) => plan.id === value), copy.unknownPlan)),
    note: z.string().check(z.overwrite(cleanText), z.maxLength(PLAN_REQUEST_NOTE_MAX_LENGTH, copy.noteTooLong)),
  });
}

export type PlanRequestInput = z.output<ReturnType<typeof planRequestFormSchema>>;

export function validatePlanRequestForm(form: FormData, copy: PlanRequestCopy) {
  return validateForm(planRequestFormSchema(copy), form);
}
