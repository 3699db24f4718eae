// Roles of accounts (customer, staff, admin). The staff console and `npm run staff` change them;
// these are the database operations they share.
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type AccountRole, users } from "~/db/schema";
import { hashPassword } from "./password.server";

/**
 * Makes sure a confirmed account with this address and role exists, creating it with the given
 * password if needed. For the end-to-end tests' setup route only (ENABLE_TEST_ROUTES): real staff
 * are added with `npm run staff` or invited from the console.
 */
export async function ensureAccountWithRole(
  db: Database,
  account: { email: string; fullName: string; password: string; role: AccountRole },
): Promise<number> {
  const email = normaliseEmail(account.email);
  const passwordHash = await hashPassword(account.password);
  const [row] = await db
    .insert(users)
    .values({ email, fullName: account.fullName, passwordHash, role: account.role, emailVerifiedAt: sql`now()` })
    .onConflictDoUpdate({
      target: users.email,
      set: { role: account.role, passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` },
    })
    .returning({ id: users.id });
  if (!row) throw new Error("account was not stored");
  return row.id;
}

/** The role of the account with this address, or null when there is none. */
export async function roleOf(db: Database, email: string): Promise<AccountRole | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row?.role ?? null;
}

/** Addresses are stored trimmed and in lower case (one account per address). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
