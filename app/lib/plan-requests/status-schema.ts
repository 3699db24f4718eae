// The staff's status-change form for a plan request: the new status, an optional message to the
// customer, and the status the form was rendered with, so a change someone else made meanwhile is
// not overwritten. Kept apart from the customers' form schema (schema.ts), which the public pages'
// browser bundle carries.
import * as z from "zod/mini";
import { staffPlanRequestsCopy } from "~/content/staff-plan-requests";
import type { PlanRequestStatus } from "~/db/schema";
import { cleanText } from "~/lib/forms/fields";
import { PLAN_REQUEST_MESSAGE_MAX_LENGTH } from "./limits";

const statuses = [
  "requested",
  "contacted",
  "active",
  "declined",
  "cancelled",
] as const satisfies readonly PlanRequestStatus[];

const copy = staffPlanRequestsCopy.messages;

export const PlanRequestStatusFormSchema = z.object({
  status: z.enum(statuses, copy.chooseStatus),
  expectedStatus: z.enum(statuses, copy.chooseStatus),
  message: z
    .string()
    .check(
      z.overwrite(cleanText),
      z.maxLength(PLAN_REQUEST_MESSAGE_MAX_LENGTH, copy.messageTooLong(PLAN_REQUEST_MESSAGE_MAX_LENGTH)),
    ),
});

export type PlanRequestStatusInput = z.output<typeof PlanRequestStatusFormSchema>;
