// The staff console's own forms: inviting to the team, and the audit log's filters.
import * as z from "zod/mini";
import { teamMessages } from "~/content/staff-auth";
import { emailAddress, optionalLine } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";
import { cleanText, dateParam, defineListCodec, type ListParam, pageParam, textParam } from "~/lib/casework/list-codec";

export const staffRoleChoices = ["staff", "admin"] as const;

export const InviteFormSchema = z.object({
  email: emailAddress(),
  fullName: optionalLine("Name", 100),
  role: z.enum(staffRoleChoices, { error: teamMessages.roleInvalid }),
});

export type InviteField = "email" | "fullName" | "role";
export type InviteValidation = FormValidation<z.output<typeof InviteFormSchema>, InviteField>;

export function validateInviteForm(form: FormData): InviteValidation {
  return validateForm(InviteFormSchema, form);
}

/** A positive integer id from a form field, or null. */
export function idOrNull(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** An audit action name as the log writes them (`staff.role`, `email.retry`), or '' for any action. */
const auditActionParam: ListParam<string> = {
  read(raw) {
    const action = cleanText(raw, 64);
    return /^[a-z0-9.-]*$/.test(action) ? action : "";
  },
  write: (action) => action || null,
};

/** The audit log's URL, cleaned: unknown or malformed values (an impossible date too) are "no filter". */
export const auditList = defineListCodec({
  actor: textParam(254),
  action: auditActionParam,
  from: dateParam(),
  to: dateParam(),
  page: pageParam(),
});
export type AuditFilters = ReturnType<typeof auditList.parse>;

export type ChangeLine = { field: string; before: string; after: string };

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/**
 * Before → after, readably: for two objects, one line per field that differs (or is new or gone);
 * otherwise one line with both values.
 */
export function describeChange(before: unknown, after: unknown): ChangeLine[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null) && (before || after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys
      .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
      .map((key) => ({ field: key, before: show(b[key]), after: show(a[key]) }));
  }
  if (before == null && after == null) return [];
  return [{ field: "", before: show(before), after: show(after) }];
}
