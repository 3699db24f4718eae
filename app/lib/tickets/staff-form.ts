// The ticket page's shared, zod-free pieces: what its action answers when it does not redirect,
// imported by the page (browser) and the server.
import type { CaseActionData } from "~/lib/casework/case-form";

export type StaffTicketIntent = "reply" | "status" | "priority" | "type" | "assign" | "merge" | "follow-up";

export type StaffTicketField =
  | "body"
  | "kind"
  | "nextStatus"
  | "status"
  | "priority"
  | "type"
  | "assignee"
  | "into"
  | "outcome"
  | "followUpId";

/** What the ticket page's action answers when it does not redirect (invalid input, a conflict). */
export type StaffTicketActionData = CaseActionData<StaffTicketIntent, StaffTicketField>;
