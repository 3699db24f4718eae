// The forms of /staff/team (admins only): invite by email with a role, change a role, remove from
// the team, reset someone's second factor. Each ends in a redirect with a toast (post/redirect/get)
// and an audit entry written in the same transaction as the change.
import { eq } from "drizzle-orm";
import { teamMessages } from "~/content/staff-auth";
import { users } from "~/db/schema";
import { changeStaffRole, grantStaffRole, listStaff, type RoleChangeOutcome } from "~/lib/auth/roles.server";
import type { Env } from "~/lib/env.server";
import type { FieldErrors } from "~/lib/forms/fields";
import { dataOutcome, type Outcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { recordAudit } from "~/lib/audit/audit.server";
import type { StaffUser } from "./guard.server";
import { type InviteField, idOrNull, validateInviteForm } from "./schema";
import { resetSecondFactor } from "./second-factor.server";
import { redirectWithToast } from "~/lib/toast/flash.server";

export { listStaff };

const TEAM_PATH = "/staff/team";

type TeamEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL">;

export type TeamActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<InviteField>; values: Record<InviteField, string> }
  | { status: "error"; message: string };

function back(env: TeamEnv, type: "success" | "error", message: string): Promise<Outcome<TeamActionData>> {
  return redirectWithToast(env, TEAM_PATH, { type, message });
}

const refusals: Record<Exclude<RoleChangeOutcome, { ok: true }>["reason"], string> = {
  "not-found": teamMessages.notFound,
  self: teamMessages.notYourself,
  "last-admin": teamMessages.lastAdmin,
  unchanged: teamMessages.notFound,
};

/** The team page's one form handler; `intent` says which button was pressed. */
export function teamForm(admin: StaffUser) {
  const actor = { id: admin.id, email: admin.email };
  return defineForm<TeamActionData, TeamEnv>({
    name: "staff-team",
    maxBytes: 8 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => dataOutcome(status, { status: "error", message }),
    unavailable: () => dataOutcome(503, { status: "error", message: teamMessages.unavailable }),
    async handle({ form, db, env }) {
      const intent = form.get("intent");
      if (intent === "invite") {
        const validation = validateInviteForm(form);
        if (!validation.success) {
          return dataOutcome(400, {
            status: "invalid",
            fieldErrors: validation.fieldErrors,
            values: validation.values,
          });
        }
        const { email, role, fullName } = validation.data;
        const result = await grantStaffRole(db, env, actor, { email, role, fullName: fullName || null });
        if (result.status === "already-invited") {
          return dataOutcome(409, {
            status: "invalid",
            fieldErrors: { email: teamMessages.alreadyInvited(email) },
            values: { email, fullName, role },
          });
        }
        const message =
          result.status === "invited"
            ? teamMessages.invited(email)
            : result.status === "granted"
              ? teamMessages.granted(email)
              : teamMessages.unchanged(email);
        return back(env, result.status === "unchanged" ? "error" : "success", message);
      }
      const userId = idOrNull(form.get("userId"));
      if (userId === null) return back(env, "error", teamMessages.notFound);
      if (intent === "role" || intent === "remove") {
        const role = intent === "remove" ? "customer" : form.get("role");
        if (role !== "staff" && role !== "admin" && role !== "customer") {
          return back(env, "error", teamMessages.roleInvalid);
        }
        const result = await changeStaffRole(db, actor, { userId }, role);
        if (!result.ok) return back(env, "error", refusals[result.reason]);
        return back(
          env,
          "success",
          role === "customer" ? teamMessages.removed(result.email) : teamMessages.roleChanged(result.email),
        );
      }
      if (intent === "reset-factor") {
        const email = await db.transaction(async (tx) => {
          const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
          if (!user || user.role === "customer") return null;
          await resetSecondFactor(tx, user.id);
          await recordAudit(tx, actor, {
            action: "staff.second-factor-reset",
            subjectType: "user",
            subjectId: user.id,
            before: { email: user.email, secondFactor: "set up" },
            after: { email: user.email, secondFactor: "reset" },
          });
          return user.email;
        });
        if (!email) return back(env, "error", teamMessages.notFound);
        // Resetting one's own ends one's own session too: that is the point of a reset.
        return back(env, "success", teamMessages.factorReset(email));
      }
      return back(env, "error", teamMessages.notFound);
    },
  });
}
