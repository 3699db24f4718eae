// The customer's side of a visit: their visit's page (/account/visits/{id}) as it reads it, and its
// form to ask for another time — a plain HTML post through the form pipeline (origin check, bounded
// body, a rate limit per account), answered with a redirect and a toast or the page with its message.
// Another customer's visit is one that does not exist (the site's 404).
import { eq } from "drizzle-orm";
import { createContext } from "react-router";
import * as customerEn from "~/content/visits-customer";
import * as customerMl from "~/content/visits-customer.ml";
import type { Database } from "~/db/client.server";
import { devices, tickets, users } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { cleanText } from "~/lib/forms/fields";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { dataOutcome, type Outcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import { type CustomerVisitPage, RESCHEDULE_NOTE_MAX, type RescheduleAnswer } from "./customer-view";
import { firstName } from "./notices.server";
import { reportsOfVisits, withReportLinks } from "./reports.server";
import { requestReschedule } from "./schedule.server";
import { customerVisit, latestContractVisits, visitsFor } from "./visits.server";

/** A few requests an hour is plenty for a person; a wall for a script. */
export const rescheduleRateLimit: RateLimitRule = { name: "visit-reschedule", limit: 10, windowMs: 60 * 60_000 };

export const visitPath = (id: number) => `/account/visits/${id}`;

/** The customer's visit as their page shows it, or null when it is not theirs. */
export async function customerVisitPage(db: Database, userId: number, id: number): Promise<CustomerVisitPage | null> {
  const visit = await customerVisit(db, userId, id);
  if (!visit) return null;
  const [technician] = visit.technicianId
    ? await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, visit.technicianId))
    : [];
  const [device] = visit.deviceId
    ? await db.select({ make: devices.make, model: devices.model }).from(devices).where(eq(devices.id, visit.deviceId))
    : [];
  const reports = (await reportsOfVisits(db, [visit.id])).get(visit.id) ?? [];
  const [ticket] = visit.ticketId
    ? await db.select({ number: tickets.number }).from(tickets).where(eq(tickets.id, visit.ticketId))
    : [];
  return {
    id: visit.id,
    kind: visit.kind,
    status: visit.status,
    windowStartsAt: visit.windowStartsAt,
    windowEndsAt: visit.windowEndsAt,
    siteAddress: visit.siteAddress,
    siteArea: visit.siteArea,
    technicianFirstName: technician ? firstName(technician.fullName) : null,
    deviceName: device ? `${device.make} ${device.model}` : null,
    ticketNumber: ticket?.number ?? null,
    rescheduleRequestedAt: visit.rescheduleRequestedAt,
    cancelReason: visit.cancelReason,
    reports,
  };
}

/** The visits of the customer's ticket with their reports, for its page (the ticket is theirs: the page checked it). */
export async function customerTicketVisits(db: Database, ticketId: number) {
  const rows = await visitsFor(db, { ticketId });
  return withReportLinks(
    db,
    rows.map((visit) => ({
      id: visit.id,
      kind: visit.kind,
      status: visit.status,
      windowStartsAt: visit.windowStartsAt,
      windowEndsAt: visit.windowEndsAt,
    })),
  );
}

/** A customer's contract's latest visits with their reports, for its page (the contract is theirs: the page checked it). */
export async function customerContractVisits(db: Database, contractId: number) {
  const latest = await latestContractVisits(db, contractId);
  const rows = latest.visits.map(({ technicianName: _, ...visit }) => visit);
  return { total: latest.total, visits: await withReportLinks(db, rows) };
}

/** The page's answer to a post that does not redirect, rendered by the loader run after the action. */
export const visitPageAnswer = createContext<RescheduleAnswer | null>(null);

const answer = (status: number, fields: Partial<RescheduleAnswer>, headers?: Headers) =>
  dataOutcome<RescheduleAnswer>(status, { message: null, fieldError: null, note: "", ...fields }, headers);

type FormEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;

const customerWords = localized(customerEn, customerMl);

/** POST /account/visits/{id}: ask for another time, with a note (answered in the page's language). */
export function rescheduleForm(customer: SignedInUser, id: number, locale: Locale = "en") {
  const copy = customerWords[locale].customerVisitCopy;
  return defineForm<RescheduleAnswer, FormEnv>({
    name: "visit-reschedule",
    maxBytes: 8 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(status, { message }),
    unavailable: ({ form }) => answer(503, { message: copy.toasts.failed, note: String(form.get("note") ?? "") }),
    async handle({ form, db, env }): Promise<Outcome<RescheduleAnswer>> {
      const raw = form.get("note");
      const note = typeof raw === "string" ? cleanText(raw) : "";
      if (note === "") return answer(400, { fieldError: copy.reschedule.required });
      if (note.length > RESCHEDULE_NOTE_MAX)
        return answer(400, { fieldError: copy.reschedule.tooLong(RESCHEDULE_NOTE_MAX), note });
      const limit = await consumeRateLimit(db, rescheduleRateLimit, String(customer.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return answer(
          429,
          { message: copy.toasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)), note },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      const result = await requestReschedule(db, customer, id, note);
      if (result.outcome === "missing") return answer(404, { message: copy.toasts.failed });
      if (result.outcome === "invalid") return answer(409, { message: copy.toasts.notBooked });
      return redirectWithToast(env, pathIn(locale, visitPath(id)), { type: "success", message: copy.toasts.asked });
    },
  });
}
