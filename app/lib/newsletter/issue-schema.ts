// The staff's newsletter issue form: a subject line and a markdown body.
import * as z from "zod/mini";
import { staffIssueCopy } from "~/content/staff-newsletter";
import { requiredLine, requiredText } from "~/lib/forms/fields";
import { ISSUE_BODY_MAX_LENGTH, ISSUE_SUBJECT_MAX_LENGTH } from "./limits";

export const IssueFormSchema = z.object({
  subject: requiredLine("Subject", ISSUE_SUBJECT_MAX_LENGTH, staffIssueCopy.messages.subjectRequired),
  body: requiredText("Body", ISSUE_BODY_MAX_LENGTH, staffIssueCopy.messages.bodyRequired),
});

export type IssueInput = z.output<typeof IssueFormSchema>;
