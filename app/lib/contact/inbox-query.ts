// The staff inbox's shared, zod-free pieces (issue 13): statuses, field limits, what the message
// page's action answers, and the list's query string. Imported by the pages (browser) and the server.
import { messageStatusLabels } from "~/content/staff-messages";
import { pageParam, queryString } from "~/lib/list-params";

/**
 * The statuses, in the order staff move through them. The same list as the database's check
 * (contactMessageStatuses in app/db/schema.ts, compared by a test); not imported from there, since
 * the message pages import this module and the database schema must not reach the browser.
 */
export const messageStatuses = Object.keys(messageStatusLabels) as (keyof typeof messageStatusLabels)[];
export type MessageStatus = keyof typeof messageStatusLabels;

export const INBOX_LIMITS = { note: 5000, reply: 10000 } as const;

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
  const status = messageStatuses.find((value) => value === params.get("status")) ?? null;
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
