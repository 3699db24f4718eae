// The ticket page's shared, zod-free pieces (issue 14): what its action answers when it does not
// redirect, imported by the page (browser) and the server.

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
  | "outcome";

/** What the ticket page's action answers when it does not redirect (invalid input, a conflict). */
export type StaffTicketActionData = {
  /** Which form answered; null when the post was refused before its fields were read. */
  intent: StaffTicketIntent | null;
  message: string | null;
  fieldErrors: Partial<Record<StaffTicketField, string>>;
  values: Partial<Record<"body" | "kind" | "nextStatus" | "into" | "outcome" | "followUpId", string>>;
  /** The merge form asks to confirm a merge across customers. */
  confirmOtherCustomer?: boolean;
};
