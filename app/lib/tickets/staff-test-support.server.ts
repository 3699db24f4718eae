// For the end-to-end tests of the staff support desk only (POST /__test/tickets, which exists only
// with ENABLE_TEST_ROUTES=1): opens a ticket for an existing account with the groundwork's own
// functions, the way the customer pages open one, so the staff spec does not depend on them.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { tickets, users } from "~/db/schema";
import { type TicketPriority, type TicketType, ticketPriorities, ticketTypes } from "~/db/tickets-schema";
import { appendTicketEvent } from "./events.server";
import { nextTicketNumber } from "./numbers.server";

export async function openTestTicket(
  db: Database,
  input: { email: string; subject: string; description: string; priority: string; type: string },
): Promise<string | null> {
  const priority = ticketPriorities.find((value) => value === input.priority) ?? ("medium" as TicketPriority);
  const type = ticketTypes.find((value) => value === input.type) ?? ("other" as TicketType);
  const [customer] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, input.email.toLowerCase()));
  if (!customer) return null;
  return db.transaction(async (tx) => {
    const now = new Date();
    const number = await nextTicketNumber(tx, now);
    const [row] = await tx
      .insert(tickets)
      .values({
        number,
        submissionId: randomUUID(),
        customerId: customer.id,
        subject: input.subject,
        description: input.description,
        priority,
        type,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tickets.id });
    if (!row) throw new Error("ticket insert returned no row");
    await appendTicketEvent(
      tx,
      row.id,
      { kind: "opened", actor: { id: customer.id, name: customer.fullName }, body: input.description },
      {},
      now,
    );
    return number;
  });
}
