// For the staff dashboard: plan requests that still need someone — 'requested' (nobody
// has answered yet) or 'contacted' (a conversation is under way) — counted, newest first.
import { count, desc, eq, inArray } from "drizzle-orm";
import { getPlan } from "~/content/plans";
import type { Database } from "~/db/client.server";
import { planRequests, users } from "~/db/schema";

const OPEN_STATUSES = ["requested", "contacted"] as const;

export async function openPlanRequestsSummary(db: Database, limit = 5) {
  const where = inArray(planRequests.status, [...OPEN_STATUSES]);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: planRequests.id,
        planId: planRequests.planId,
        status: planRequests.status,
        customerName: users.fullName,
        createdAt: planRequests.createdAt,
      })
      .from(planRequests)
      .innerJoin(users, eq(users.id, planRequests.userId))
      .where(where)
      .orderBy(desc(planRequests.createdAt), desc(planRequests.id))
      .limit(limit),
    db.select({ value: count() }).from(planRequests).where(where),
  ]);
  return {
    count: total?.value ?? 0,
    items: items.map((item) => ({ ...item, planName: getPlan(item.planId)?.name ?? item.planId })),
  };
}
