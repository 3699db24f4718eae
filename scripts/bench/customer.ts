// The signed-in customer's pages for the benchmarks: a test customer signed in through the test
// routes (POST /__test/sessions, so the server must run with ENABLE_TEST_ROUTES=1), and the records
// a page's address names (`:ticket`, `:contract`, `:visit`, `:invoice` in ./routes.ts's customerRoutes) made for that
// customer through the same routes, once each.
import { postTestRoute, signInThroughTestRoute } from "./test-routes.ts";

/** The customer every benchmark signs in as (made on first use, reused on a long-running BASE_URL server). */
const benchCustomer = {
  email: "bench.customer@example.test",
  fullName: "Bench Customer",
  password: "Bench-customer-Passw0rd!",
  role: "customer",
};

/** A ticket of the test customer: its number. */
async function aTicket(base: string): Promise<string> {
  const response = await postTestRoute(base, "/__test/tickets", {
    email: benchCustomer.email,
    subject: "Printer offline",
    description: "The office printer shows offline since this morning.",
  });
  return ((await response.json()) as { number: string }).number;
}

/** An active contract of the test customer (accepted through the portal's command): its id. */
async function aContract(base: string): Promise<string> {
  const response = await postTestRoute(base, "/__test/contracts", {
    email: benchCustomer.email,
    planId: "professional",
  });
  return String(((await response.json()) as { id: number }).id);
}

/** A visit booked for the test customer today (from a new ticket of theirs, no technician yet): its id. */
async function aVisit(base: string): Promise<string> {
  const response = await postTestRoute(base, "/__test/visits", { customerEmail: benchCustomer.email });
  return String(((await response.json()) as { id: number }).id);
}

/** An invoice issued to the test customer today: its id. */
async function anInvoice(base: string): Promise<string> {
  const response = await postTestRoute(base, "/__test/invoices", { customerEmail: benchCustomer.email });
  return String(((await response.json()) as { id: number }).id);
}

/** How each `:name` of a customer page's address is made. */
const fixtures: Record<string, (base: string) => Promise<string>> = {
  ticket: aTicket,
  contract: aContract,
  visit: aVisit,
  invoice: anInvoice,
};

/**
 * A page to measure: its route as listed (a record's page by its pattern, so its figures keep one
 * name from run to run), its address, and the Cookie header to send with it ("" for a visitor).
 */
export type BenchPage = { route: string; path: string; cookie: string };

/**
 * Signs the test customer in and makes the records the patterns name (each kind once); the pages
 * with their addresses filled in, all carrying the customer's session.
 */
export async function signedInCustomerPages(base: string, patterns: readonly string[]): Promise<BenchPage[]> {
  if (patterns.length === 0) return [];
  const cookie = await signInThroughTestRoute(base, benchCustomer);
  const made = new Map<string, string>();
  const pages: BenchPage[] = [];
  for (const pattern of patterns) {
    let path = pattern;
    for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
      const make = fixtures[name as string];
      if (!make) throw new Error(`${pattern}: no fixture makes a ':${name}' (scripts/bench/customer.ts)`);
      if (!made.has(name as string)) made.set(name as string, await make(base));
      path = path.replace(`:${name}`, encodeURIComponent(made.get(name as string) as string));
    }
    pages.push({ route: pattern, path, cookie });
  }
  return pages;
}
