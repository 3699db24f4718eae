// The staff's visit pages, the zod-free pieces shared by the pages (browser) and the server: the
// forms' field names and limits, and what the pages' actions answer.
import { visitKindLabels } from "~/content/visits";
import type { VisitKind } from "~/db/visits-schema";
import type { CaseActionData } from "~/lib/casework/case-form";

/** The kinds in the labels' order. */
export const visitKindNames = Object.keys(visitKindLabels) as VisitKind[];

export const VISIT_LIMITS = { address: 300, area: 100, reason: 1000, note: 5000, windowHours: 12 } as const;

/** The site choice for "another address", typed in the address fields. */
export const OTHER_SITE = "other";

export const bookingFieldNames = [
  "kind",
  "deviceId",
  "site",
  "siteAddress",
  "siteArea",
  "windowStart",
  "windowEnd",
  "technicianId",
  "bookAnyway",
] as const;
export type BookingField = (typeof bookingFieldNames)[number];

/** An overlapping visit as the forms list it (dates as the loader's JSON gives them). */
export type ConflictLine = {
  id: number;
  kind: VisitKind;
  windowStartsAt: Date | string;
  windowEndsAt: Date | string;
  customerName: string;
};

/** What a booking (or moving) form answers when refused for overlapping visits. */
export type ConflictExtra = { conflicts?: ConflictLine[] };

export type NewVisitActionData = CaseActionData<"book", BookingField, ConflictExtra>;

export type VisitActionData = CaseActionData<
  "rebook" | "cancel" | "note" | "assign",
  BookingField | "reason" | "note" | "assignee",
  ConflictExtra
>;
