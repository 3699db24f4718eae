// The staff pages for the benchmarks: a staff member signed in through the test routes
// (POST /__test/sessions, second factor already passed; the server must run with ENABLE_TEST_ROUTES=1),
// and a ticket queue with more than one page of open tickets, so /staff/tickets lists and counts
// real rows (the demo data of `npm run db:seed -- --demo` has no tickets).
import type { BenchPage } from "./customer.ts";
import { postTestRoute, signInThroughTestRoute } from "./test-routes.ts";

const benchStaff = {
  email: "bench.staff@example.test",
  fullName: "Bench Staff",
  password: "Bench-staff-Passw0rd!",
  role: "staff",
};

/** The customer whose tickets fill the queue. */
const queueCustomer = {
  email: "bench.queue@example.test",
  fullName: "Bench Queue Customer",
  password: "Bench-queue-Passw0rd!",
  role: "customer",
};

/** Two and a bit pages of the staff lists (25 rows a page). */
const QUEUE_TICKETS = 60;

/** Opens the queue's tickets (once per database: the bench's own, freshly seeded). */
export async function fillTicketQueue(base: string): Promise<void> {
  await (await postTestRoute(base, "/__test/accounts", queueCustomer)).arrayBuffer();
  const priorities = ["low", "medium", "high", "urgent"];
  for (let i = 0; i < QUEUE_TICKETS; i++) {
    const opened = await postTestRoute(base, "/__test/tickets", {
      email: queueCustomer.email,
      subject: `Bench queue ticket ${i + 1}: printer offline`,
      description: "The office printer shows offline since this morning.",
      priority: priorities[i % priorities.length] as string,
    });
    await opened.arrayBuffer();
  }
}

/** Signs the bench's staff member in: the staff routes given, all carrying that session. */
export async function signedInStaffPages(base: string, routes: readonly string[]): Promise<BenchPage[]> {
  if (routes.length === 0) return [];
  const cookie = await signInThroughTestRoute(base, benchStaff);
  return routes.map((route) => ({ route, path: route, cookie }));
}
