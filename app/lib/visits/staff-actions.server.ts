// The staff's visit forms, each through the kernel's case form (the bounded reader, the origin
// check, post/redirect/get with a toast, 400/404/409 as the page's data):
// - the booking form (POST /staff/visits/new?ticket=ID or ?visit=ID): kind, device, site, window,
//   technician; a technician's overlapping visits come back listed (409) until "Book anyway" is ticked;
// - a visit's page (POST /staff/visits/:id): move it (new window and/or technician), cancel it with a
//   reason, give a remote health check to a technician (it has no window to book), and the kernel's note.
import { staffVisitCopy, visitFormCopy } from "~/content/staff-visits";
import { visitStatusLabels } from "~/content/visits";
import type { VisitKind } from "~/db/schema";
import type { Database } from "~/db/client.server";
import { type CaseIntentArgs, defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { noteIntent } from "~/lib/casework/intents.server";
import { cleanLine, cleanText, type FieldErrors, stringFields } from "~/lib/forms/fields";
import { idValue } from "~/lib/casework/list-codec";
import {
  assignRemoteCheck,
  type BookingResult,
  bookDueVisit,
  bookVisitFromTicket,
  cancelVisit,
  rebookVisit,
} from "./schedule.server";
import { type BookingChoices, bookingChoices } from "./staff.server";
import {
  type BookingField,
  bookingFieldNames,
  type ConflictExtra,
  OTHER_SITE,
  VISIT_LIMITS,
  visitKindNames,
} from "./staff-query";
import { visitCase } from "./visits.server";
import { parseIndiaDateTime } from "./window";

const errors = visitFormCopy.errors;
const copy = staffVisitCopy;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? cleanLine(value) : "";
};

type Slot = { windowStartsAt: Date; windowEndsAt: Date; technicianId: number; bookAnyway: boolean };

/** The window and the technician, checked; the technician's role is checked by the command. */
function readSlot(form: FormData, fieldErrors: FieldErrors<BookingField>): Slot | null {
  const start = parseIndiaDateTime(text(form, "windowStart"));
  const end = parseIndiaDateTime(text(form, "windowEnd"));
  if (!start) fieldErrors.windowStart = errors.window;
  if (!end) fieldErrors.windowEnd = errors.window;
  if (start && end && end <= start) fieldErrors.windowEnd = errors.windowOrder;
  else if (start && end && end.getTime() - start.getTime() > VISIT_LIMITS.windowHours * 3_600_000)
    fieldErrors.windowEnd = errors.windowLength;
  const technician = text(form, "technicianId");
  const technicianId = /^\d{1,15}$/.test(technician) ? Number(technician) : null;
  if (technicianId === null) fieldErrors.technicianId = errors.technician;
  if (!start || !end || technicianId === null || fieldErrors.windowEnd) return null;
  return { windowStartsAt: start, windowEndsAt: end, technicianId, bookAnyway: form.get("bookAnyway") === "on" };
}

/** The whole booking: kind, device (one of the customer's, or none), site (offered or typed), slot. */
function readBooking(form: FormData, choices: BookingChoices) {
  const fieldErrors: FieldErrors<BookingField> = {};
  const kind = visitKindNames.find((name) => name === text(form, "kind")) as VisitKind | undefined;
  if (!kind) fieldErrors.kind = errors.kind;
  const device = text(form, "deviceId");
  const deviceId = device === "" ? null : (choices.devices.find((one) => String(one.id) === device)?.id ?? undefined);
  if (deviceId === undefined) fieldErrors.deviceId = errors.device;
  const site = text(form, "site");
  let place: { address: string; area: string | null } | null = null;
  if (site === OTHER_SITE || site === "") {
    const address = text(form, "siteAddress");
    const area = text(form, "siteArea");
    if (address === "") fieldErrors.siteAddress = errors.siteAddress;
    else if (address.length > VISIT_LIMITS.address) fieldErrors.siteAddress = errors.siteAddress;
    if (area === "") fieldErrors.siteArea = errors.siteArea;
    else if (area.length > VISIT_LIMITS.area) fieldErrors.siteArea = errors.siteArea;
    place = { address, area };
  } else {
    const chosen = /^\d{1,4}$/.test(site) ? choices.sites[Number(site)] : undefined;
    if (!chosen) fieldErrors.site = errors.site;
    else place = { address: chosen.address, area: chosen.area || null };
  }
  const slot = readSlot(form, fieldErrors);
  if (!kind || deviceId === undefined || !place || !slot || Object.keys(fieldErrors).length > 0)
    return { ok: false as const, fieldErrors };
  return {
    ok: true as const,
    booking: { ...slot, kind, deviceId, siteAddress: place.address, siteArea: place.area },
  };
}

const typed = (form: FormData) => stringFields(form, bookingFieldNames) as Partial<Record<BookingField, string>>;

type Answers<I extends string, F extends string> = Pick<
  CaseIntentArgs<I, F, ConflictExtra>,
  "answer" | "done" | "missing" | "invalid"
>;

/** A booking's (or a move's) result as the page's answer. */
function bookingAnswer<I extends string, F extends string>(
  result: BookingResult,
  form: FormData,
  args: Answers<I, F>,
  success: { message: string; path?: string },
) {
  switch (result.outcome) {
    case "changed":
      return args.done(success.message, "success", success.path);
    case "unchanged":
      return args.done(copy.toasts.unchanged, "info");
    case "overlaps":
      return args.answer(409, {
        message: errors.conflicts,
        conflicts: result.conflicts,
        values: typed(form) as never,
      });
    case "invalid": {
      const message =
        result.field === "technicianId"
          ? errors.technician
          : result.field === "deviceId"
            ? errors.device
            : errors.status;
      const fieldErrors = result.field === "status" ? {} : { [result.field]: message };
      return args.answer(400, { message, fieldErrors: fieldErrors as never, values: typed(form) as never });
    }
    case "conflict":
      return args.answer(409, { message: copy.conflictStatus(visitStatusLabels[result.current]) });
    default:
      return args.missing();
  }
}

/** The booking form of a ticket's new visit, or of a contract's due visit. */
export function newVisitForm(actor: CaseActor, origin: { ticketId: number } | { visitId: number }) {
  const page =
    "ticketId" in origin ? `/staff/visits/new?ticket=${origin.ticketId}` : `/staff/visits/new?visit=${origin.visitId}`;
  return defineCaseForm<"book", BookingField, ConflictExtra>({
    name: "staff-visit-new",
    page,
    maxBytes: 16 * 1024,
    failed: copy.toasts.failed,
    keep: bookingFieldNames,
    intents: {
      async book(args) {
        const { form, db } = args;
        const choices = await bookingChoices(db as Database, origin);
        if (!choices) return args.missing();
        const read = readBooking(form, choices);
        if (!read.ok)
          return args.answer(400, { message: errors.summary, fieldErrors: read.fieldErrors, values: typed(form) });
        const result =
          "ticketId" in origin
            ? await bookVisitFromTicket(db, actor, origin.ticketId, read.booking)
            : await bookDueVisit(db, actor, origin.visitId, read.booking);
        const path = result.outcome === "changed" ? `/staff/visits/${result.id}` : undefined;
        return bookingAnswer(result, form, args, { message: copy.toasts.booked, path });
      },
    },
  });
}

type PageIntent = "rebook" | "cancel" | "note" | "assign";
type PageField = BookingField | "reason" | "note" | "assignee";

/** An assignee field as posted: an id, or '' for nobody; undefined when it is neither. */
function assigneeOf(form: FormData, name: string): number | null | undefined {
  const raw = form.get(name);
  if (raw === "") return null;
  return (typeof raw === "string" ? idValue(raw) : null) ?? undefined;
}

/** A visit page's forms. */
export function visitActionForm(actor: CaseActor & { id: number }, id: number) {
  return defineCaseForm<PageIntent, PageField, ConflictExtra>({
    name: "staff-visit",
    page: `/staff/visits/${id}`,
    maxBytes: 32 * 1024,
    failed: copy.toasts.failed,
    keep: [...bookingFieldNames, "reason", "note", "assignee"],
    intents: {
      async rebook(args) {
        const fieldErrors: FieldErrors<BookingField> = {};
        const slot = readSlot(args.form, fieldErrors);
        if (!slot) return args.answer(400, { message: errors.summary, fieldErrors, values: typed(args.form) });
        const result = await rebookVisit(args.db, actor, id, slot);
        return bookingAnswer(result, args.form, args, { message: copy.toasts.rebooked });
      },
      async cancel(args) {
        const raw = args.form.get("reason");
        const reason = typeof raw === "string" ? cleanText(raw) : "";
        if (reason === "" || reason.length > VISIT_LIMITS.reason)
          return args.invalid(
            "reason",
            `${copy.fieldNames.reason} is required (at most ${VISIT_LIMITS.reason} characters).`,
          );
        const result = await cancelVisit(args.db, actor, id, reason);
        if (result.outcome === "missing") return args.missing();
        if (result.outcome === "invalid") return args.answer(400, { message: errors.status });
        return args.done(copy.toasts.cancelled);
      },
      note: noteIntent({ type: visitCase, actor, id, maxLength: VISIT_LIMITS.note, words: copy }),
      async assign(args) {
        const technicianId = assigneeOf(args.form, "assignee");
        const expected = assigneeOf(args.form, "expectedAssignee");
        if (technicianId === undefined || expected === undefined) return args.invalid("assignee", copy.assign.error);
        const result = await assignRemoteCheck(args.db, actor, id, { technicianId, expected });
        switch (result.outcome) {
          case "changed":
            return args.done(
              technicianId === null ? copy.assign.unassigned : copy.assign.assigned(result.technicianName),
            );
          case "unchanged":
            return args.done(copy.toasts.unchanged, "info");
          case "conflict":
            return args.answer(409, { message: copy.assign.conflict(result.current) });
          case "invalid":
            return args.invalid("assignee", copy.assign.error);
          default:
            return args.missing();
        }
      },
    },
  });
}
