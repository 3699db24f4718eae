// Roles of accounts (customer, staff, admin). The staff console and `npm run staff` change them;
// these are the database operations they share.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type AccountRole, staffRecoveryCodes, staffSecondFactors, users } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { issueToken } from "./email-links.server";
import { staffInviteMessage, staffRoleGrantedMessage } from "./emails.server";
import { hashPassword } from "./password.server";
import { destroyUserSessions } from "./session.server";
import { generateToken } from "./tokens.server";

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

// ——— Staff team: shared by /staff/team and `npm run staff` ———

export type StaffRoleName = Exclude<AccountRole, "customer">;
/** Who did it, for the audit log: the console's admin, or `{ id: null, email: 'cli:<os user>' }`. */
export type Actor = { id: number | null; email: string };

export type StaffMember = {
  id: number;
  email: string;
  fullName: string;
  role: StaffRoleName;
  secondFactor: boolean;
  createdAt: Date;
};

/** Staff and admins, admins first, then by address. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      secondFactor: sql<boolean>`exists (select 1 from ${staffSecondFactors} where ${staffSecondFactors.userId} = ${users.id} and ${staffSecondFactors.confirmedAt} is not null)`,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.role, ["staff", "admin"]))
    .orderBy(sql`${users.role} = 'admin' desc`, asc(users.email));
  return rows.map((row) => ({ ...row, role: row.role as StaffRoleName, secondFactor: Boolean(row.secondFactor) }));
}

/** An invitation's set-password link works this long (the usual reset link: one hour). */
export const INVITE_LINK_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * invited: a new account; granted: an existing account got the role; unchanged: it had it already;
 * already-invited: another invitation of the same new address committed at the same moment (a double
 * click on Invite): that one stands, this one changed nothing.
 */
export type GrantOutcome = {
  status: "invited" | "granted" | "unchanged" | "already-invited";
  userId: number;
  email: string;
};

/**
 * Gives an address a staff role, in one transaction with its audit entry and its email. An
 * existing account gets the role and a notice; an unknown address gets a confirmed account with a
 * random password nobody knows and a link to choose one (the reset-password token flow).
 */
export async function grantStaffRole(
  db: Database,
  env: { PUBLIC_URL: string },
  actor: Actor,
  input: { email: string; role: StaffRoleName; fullName?: string | null },
): Promise<GrantOutcome> {
  const email = normaliseEmail(input.email);
  // Hashed before the transaction (argon2 is slow); unusable: nobody ever sees this value.
  const unusableHash = await hashPassword(generateToken());
  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for("update");
    if (existing) {
      if (existing.role === input.role) return { status: "unchanged" as const, userId: existing.id, email };
      await tx.update(users).set({ role: input.role, updatedAt: sql`now()` }).where(eq(users.id, existing.id));
      await recordAudit(tx, actor, {
        action: "staff.grant",
        subjectType: "user",
        subjectId: existing.id,
        before: { email, role: existing.role },
        after: { email, role: input.role },
      });
      if (existing.role === "customer") {
        await sendEmail(
          tx,
          staffRoleGrantedMessage(email, existing.fullName, input.role, new URL("/staff", env.PUBLIC_URL).href),
        );
      }
      return { status: "granted" as const, userId: existing.id, email };
    }
    const fullName = input.fullName?.trim() || email.split("@")[0] || email;
    // Two invitations of one new address at once both find no account above (there is no row to
    // lock yet): the address's unique key decides, and the one that loses changes nothing.
    const [created] = await tx
      .insert(users)
      .values({ email, fullName, passwordHash: unusableHash, role: input.role, emailVerifiedAt: sql`now()` })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) {
      // The other invitation has committed (the insert waited for it): this statement sees its account.
      const [invited] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!invited) throw new Error("account was not stored");
      return { status: "already-invited" as const, userId: invited.id, email };
    }
    const token = await issueToken(tx, created.id, "reset-password", null, INVITE_LINK_LIFETIME_MS);
    await sendEmail(
      tx,
      staffInviteMessage(email, input.role, new URL(`/reset-password?token=${token}`, env.PUBLIC_URL).href),
    );
    await recordAudit(tx, actor, {
      action: "staff.invite",
      subjectType: "user",
      subjectId: created.id,
      before: null,
      after: { email, fullName, role: input.role },
    });
    return { status: "invited" as const, userId: created.id, email };
  });
  return outcome;
}

export type RoleChangeOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: "not-found" | "self" | "last-admin" | "unchanged" };

/**
 * Changes a staff member's role (staff ↔ admin) or removes it (`customer`), never one's own and
 * never leaving no admin. Removal ends their sessions and their second factor. Admin rows are
 * locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function changeStaffRole(
  db: Database,
  actor: Actor,
  target: { userId?: number; email?: string },
  role: AccountRole,
): Promise<RoleChangeOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    const where =
      target.userId !== undefined ? eq(users.id, target.userId) : eq(users.email, normaliseEmail(target.email ?? ""));
    const [user] = await tx.select().from(users).where(where).for("update");
    if (!user || user.role === "customer") return { ok: false as const, reason: "not-found" as const };
    if (actor.id !== null && user.id === actor.id) return { ok: false as const, reason: "self" as const };
    if (user.role === role) return { ok: false as const, reason: "unchanged" as const };
    if (user.role === "admin" && admins.length <= 1) return { ok: false as const, reason: "last-admin" as const };
    await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    if (role === "customer") {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
      await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, user.id));
      await destroyUserSessions(tx, user.id);
    }
    await recordAudit(tx, actor, {
      action: role === "customer" ? "staff.remove" : "staff.role",
      subjectType: "user",
      subjectId: user.id,
      before: { email: user.email, role: user.role },
      after: { email: user.email, role },
    });
    return { ok: true as const, email: user.email };
  });
}
