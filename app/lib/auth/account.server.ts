// What /account shows about the user (their plan requests come from app/lib/plan-requests).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { defaultLocale } from "~/lib/i18n/locale";
import type { SessionUser } from "./session.server";

export async function getAccountDetails(db: Database, user: SessionUser) {
  const [row] = await db
    .select({ createdAt: users.createdAt, locale: users.locale })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    fullName: user.fullName,
    email: user.email,
    createdAt: (row?.createdAt ?? new Date()).toISOString(),
    locale: row?.locale ?? defaultLocale,
  };
}
