// The customer's visit page, the shapes shared by its view (browser-safe) and the server that fills them.
import type { VisitKind, VisitStatus } from "~/db/visits-schema";

/** A customer's visit as their page shows it (dates as the loader hands them over). */
export type CustomerVisitPage = {
  id: number;
  kind: VisitKind;
  status: VisitStatus;
  windowStartsAt: Date | null;
  windowEndsAt: Date | null;
  siteAddress: string | null;
  siteArea: string | null;
  technicianFirstName: string | null;
  deviceName: string | null;
  ticketNumber: string | null;
  rescheduleRequestedAt: Date | null;
  cancelReason: string | null;
  /** Its service reports, oldest first (a correction after the report it corrects). */
  reports: {
    id: number;
    number: string;
    issuedAt: Date;
    correctionReason: string | null;
    supersedesNumber: string | null;
    supersededByNumber: string | null;
  }[];
};

/** The page's answer to a request for another time that did not redirect. */
export type RescheduleAnswer = { message: string | null; fieldError: string | null; note: string };

/** At most this much text in a request for another time. */
export const RESCHEDULE_NOTE_MAX = 1000;
