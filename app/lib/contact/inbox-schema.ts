// The staff inbox's forms (issue 13). Separate from schema.ts, which the public contact page ships
// to the browser: staff schemas must not add bytes to public pages.
import * as z from "zod/mini";
import { messageStatusLabels, staffMessageCopy } from "~/content/staff-messages";
import { requiredText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { pageParam, queryString } from "~/lib/list-params";

const copy = staffMessageCopy;

/**
 * The statuses, in the order staff move through them. The same list as the database's check
 * (contactMessageStatuses in app/db/schema.ts, compared by a test); not imported from there, since
 * the message pages import this module and the database schema must not reach the browser.
 */
export const messageStatuses = Object.keys(messageStatusLabels) as (keyof typeof messageStatusLabels)[];
export type MessageStatus = keyof typeof messageStatusLabels;
const contactMessageStatuses = messageStatuses as [MessageStatus, ...MessageStatus[]];

export const INBOX_LIMITS = { note: 5000, reply: 10000 } as const;

/** The status the page was rendered with travels along, so a change based on a stale page is refused. */
export const StatusFormSchema = z.object({
  status: z.enum(contactMessageStatuses, { error: copy.errors.status }),
  expectedStatus: z.enum(contactMessageStatuses, { error: copy.errors.status }),
});

/** `assignee`: a user id, or '' for nobody; `expectedAssignee` likewise (the page's value). */
export const AssignFormSchema = z.object({
  assignee: z.string().check(z.regex(/^\d{0,18}$/, copy.errors.assignee)),
  expectedAssignee: z.string().check(z.regex(/^\d{0,18}$/, copy.errors.assignee)),
});

export const NoteFormSchema = z.object({ note: requiredText(copy.fieldNames.note, INBOX_LIMITS.note) });

export const ReplyFormSchema = z.object({ reply: requiredText(copy.fieldNames.reply, INBOX_LIMITS.reply) });

export const validateStatusForm = (form: FormData) => validateForm(StatusFormSchema, form);
export const validateAssignForm = (form: FormData) => validateForm(AssignFormSchema, form);
export const validateNoteForm = (form: FormData) => validateForm(NoteFormSchema, form);
export const validateReplyForm = (form: FormData) => validateForm(ReplyFormSchema, form);

/** What the message page's action answers when it does not redirect (invalid input, a conflict). */
export type MessageActionData = {
  /** Which form answered; null when the post was refused before its fields were read. */
  intent: "status" | "assign" | "note" | "reply" | null;
  message: string | null;
  fieldErrors: Partial<Record<"note" | "reply" | "status" | "assignee", string>>;
  values: Partial<Record<"note" | "reply", string>>;
};

/** The list's query string: ?q=&status=&assignee=&page= (bookmarkable). */
export type InboxQuery = {
  q: string;
  status: MessageStatus | null;
  /** 'mine', 'unassigned', a user id, or null for anyone. */
  assignee: "mine" | "unassigned" | number | null;
  page: number;
};

export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const status = contactMessageStatuses.find((value) => value === params.get("status")) ?? null;
  const rawAssignee = params.get("assignee") ?? "";
  const assignee =
    rawAssignee === "mine" || rawAssignee === "unassigned"
      ? rawAssignee
      : /^\d{1,15}$/.test(rawAssignee)
        ? Number(rawAssignee)
        : null;
  return { q, status, assignee, page: pageParam(params) };
}

/** The query string for a query (defaults left out, so URLs stay short). */
export function inboxQueryString(query: InboxQuery, overrides: Partial<InboxQuery> = {}): string {
  const { q, status, assignee, page } = { ...query, ...overrides };
  return queryString({ q, status, assignee, page });
}
