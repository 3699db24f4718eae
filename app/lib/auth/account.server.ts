// What /account shows: the user's details and their plan requests.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { listPlanRequests } from "~/lib/plan-requests/plan-requests.server";
import type { SessionUser } from "./session.server";

export async function getAccountSummary(db: Database, user: SessionUser) {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
  const requests = await listPlanRequests(db, user.id);
  return {
    user: { fullName: user.fullName, email: user.email, createdAt: (row?.createdAt ?? new Date()).toISOString() },
    requests: requests.map((request) => ({ ...request, createdAt: request.createdAt.toISOString() })),
  };
}
