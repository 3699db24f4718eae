// The request page's form handler (POST /staff/plan-requests/:id): the status move, with an optional
// message to the customer, through the kernel's command. Every refusal says why in the staff's words:
// a stale page (409), a move the lifecycle forbids, a status the request already has (400).
import * as z from "zod/mini";
import { planRequestStatusLabels, staffPlanRequestsCopy } from "~/content/staff-plan-requests";
import { defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { changeCaseStatus } from "~/lib/casework/commands.server";
import { cleanText, stringFields } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { planRequestCase, planRequestMove } from "./staff.server";
import { PLAN_REQUEST_MESSAGE_MAX_LENGTH, planRequestStatusNames } from "./staff-query";
import { allowedTransitions } from "./transitions";

const copy = staffPlanRequestsCopy.messages;
const label = (status: keyof typeof planRequestStatusLabels) => planRequestStatusLabels[status];

const StatusFormSchema = z.object({
  status: z.enum(planRequestStatusNames, copy.chooseStatus),
  expectedStatus: z.enum(planRequestStatusNames, copy.chooseStatus),
  message: z
    .string()
    .check(
      z.overwrite(cleanText),
      z.maxLength(PLAN_REQUEST_MESSAGE_MAX_LENGTH, copy.messageTooLong(PLAN_REQUEST_MESSAGE_MAX_LENGTH)),
    ),
});

export function planRequestActionForm(actor: CaseActor, id: number) {
  return defineCaseForm<"status", "status" | "message">({
    name: "staff-plan-request-status",
    page: `/staff/plan-requests/${id}`,
    maxBytes: 16 * 1024,
    failed: copy.failed,
    keep: ["message"],
    intents: {
      async status({ form, db, env, answer, missing, done }) {
        const values = stringFields(form, ["status", "message"]);
        const refuse = (status: number, text: string) =>
          answer(status, { message: text, fieldErrors: { status: text }, values });
        const validation = validateForm(StatusFormSchema, form);
        if (!validation.success) {
          const { expectedStatus: _, ...fieldErrors } = validation.fieldErrors;
          const message = fieldErrors.status ?? fieldErrors.message ?? copy.chooseStatus;
          return answer(400, { message, fieldErrors, values });
        }
        const { status: to, expectedStatus: current, message } = validation.data;
        const result = await changeCaseStatus(
          db,
          planRequestCase,
          actor,
          id,
          { to, expected: current, body: message || null },
          planRequestMove(env, message || null),
        );
        switch (result.outcome) {
          case "changed":
            return done(copy.changed(label(to)));
          case "conflict":
            return refuse(409, copy.stale);
          case "unchanged":
            return refuse(400, copy.same(label(current)));
          case "invalid":
            // The move was checked against the status the page showed, which is still the request's.
            return allowedTransitions(current).length === 0
              ? refuse(400, copy.final(label(current)))
              : refuse(400, copy.notAllowed(label(current), label(to)));
          default:
            return missing();
        }
      },
    },
  });
}
