// The staff inbox's shared, zod-free pieces: statuses, field limits, what the message page's action
// answers, and the list's URL. Imported by the pages (browser) and the server.
import { messageStatusLabels } from "~/content/staff-messages";
import type { CaseActionData } from "~/lib/casework/case-form";
import { assigneeParam, choiceParam, defineListCodec, pageParam, textParam } from "~/lib/casework/list-codec";

/**
 * The statuses, in the order staff move through them. The same list as the database's check
 * (contactMessageStatuses in app/db/schema.ts, compared by a test); not imported from there, since
 * the message pages import this module and the database schema must not reach the browser.
 */
export const messageStatuses = Object.keys(messageStatusLabels) as (keyof typeof messageStatusLabels)[];
export type MessageStatus = keyof typeof messageStatusLabels;

export const INBOX_LIMITS = { note: 5000, reply: 10000 } as const;

/** What the message page's action answers when it does not redirect (invalid input, a conflict). */
export type MessageActionData = CaseActionData<
  "status" | "assign" | "note" | "reply",
  "note" | "reply" | "status" | "assignee"
>;

/** The list's URL: ?q=&status=&assignee=&page= (bookmarkable). */
export const inboxList = defineListCodec({
  q: textParam(200),
  status: choiceParam(messageStatuses),
  assignee: assigneeParam(),
  page: pageParam(),
});
export type InboxQuery = ReturnType<typeof inboxList.parse>;
