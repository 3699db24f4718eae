// What was done on a device: its tickets and its visits, newest first, for the device's pages (the
// customer's and the console's). `customerId` keeps the customer's page to their own records.
import { and, desc, eq } from "drizzle-orm";
import { tickets } from "~/db/schema";
import type { CaseWriter } from "~/lib/casework/case-type.server";
import { visitsFor } from "~/lib/visits/visits.server";
import type { DeviceWork } from "./customer-view";

export async function deviceWork(db: CaseWriter, deviceId: number, customerId: number | null): Promise<DeviceWork> {
  const [ticketRows, visitRows] = await Promise.all([
    db
      .select({
        number: tickets.number,
        subject: tickets.subject,
        status: tickets.status,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .where(and(eq(tickets.deviceId, deviceId), customerId === null ? undefined : eq(tickets.customerId, customerId)))
      .orderBy(desc(tickets.createdAt), desc(tickets.id)),
    visitsFor(db, { deviceId }),
  ]);
  return {
    tickets: ticketRows,
    visits: visitRows
      .filter((visit) => customerId === null || visit.userId === customerId)
      .map((visit) => ({
        id: visit.id,
        kind: visit.kind,
        mode: visit.mode,
        status: visit.status,
        // When it is (or was) booked for; a preventive visit not yet booked has its period instead.
        startsAt: visit.windowStartsAt,
        periodStartsOn: visit.periodStartsOn,
      })),
  };
}
