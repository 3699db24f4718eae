// The staff console's own forms (issue 13): inviting to the team and the audit log's filters.
import * as z from "zod/mini";
import { teamMessages } from "~/content/staff-auth";
import { emailAddress, optionalLine } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";

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

export type AuditFilters = { actor: string; action: string; from: string; to: string; page: number };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The audit log's query string, cleaned: unknown or malformed values are dropped, never an error. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const text = (name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max);
  const date = (name: string) => {
    const value = text(name, 10);
    return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : "";
  };
  const page = Number(params.get("page"));
  return {
    actor: text("actor", 254),
    action: /^[a-z0-9.-]{0,64}$/.test(text("action", 64)) ? text("action", 64) : "",
    from: date("from"),
    to: date("to"),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a filter state (page 1 left out), for links that keep the filters. */
export function auditQuery(filters: AuditFilters, page = filters.page): string {
  const params = new URLSearchParams();
  for (const key of ["actor", "action", "from", "to"] as const) if (filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

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
