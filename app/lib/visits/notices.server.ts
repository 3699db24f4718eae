// The customer's emails about their visit. This module holds only the "on the way" notice the
// technician's steps need (field.server.ts); the booking notices live beside it.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users, visits } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";

/** Tells the customer the technician set off to them, in the transaction that recorded it. */
export async function noticeVisitSetOff(tx: Database, visitId: number): Promise<{ outboxId: number } | null> {
  const [row] = await tx
    .select({ email: users.email, fullName: users.fullName, siteAddress: visits.siteAddress })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .where(eq(visits.id, visitId));
  if (!row) return null;
  const queued = await sendEmail(tx, {
    kind: "visit.set_off",
    recordType: "visit",
    to: row.email,
    subject: "Your technician is on the way",
    text: `Hello ${row.fullName},\n\nOur technician has set off to ${row.siteAddress ?? "you"} and will be with you soon.\n`,
  });
  return { outboxId: queued.id };
}
