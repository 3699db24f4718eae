// Who may enter the staff console. Everything under /staff calls `requireStaff` in its loader and
// action: signed out → /login with the way back; signed in without the role → the same 404 as any
// unknown address (the console's existence is not revealed to customers).
import { data, type RouterContextProvider } from "react-router";
import type { AccountRole } from "~/db/schema";
import { requireUser } from "~/lib/auth/auth.server";
import { notFoundData } from "~/lib/not-found";

export type StaffRole = Exclude<AccountRole, "customer">;
export type StaffUser = { id: number; email: string; fullName: string; role: StaffRole };

/** True when `role` may do what `needed` allows: an admin may do everything staff may. */
export function hasStaffRole(role: AccountRole, needed: StaffRole = "staff"): role is StaffRole {
  if (role === "admin") return true;
  return role === "staff" && needed === "staff";
}

/** The signed-in staff member (or admin, when `role: "admin"`), else a redirect to /login or a 404. */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { role?: StaffRole } = {},
): Promise<StaffUser> {
  const user = await requireUser(request, context);
  if (!hasStaffRole(user.role, options.role)) throw notFound(request);
  return { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
}

/**
 * The answer for anyone who may not see a staff page (or a record they do not own): the page
 * boundary renders it exactly like an unknown URL (app/lib/not-found.ts).
 */
export function notFound(request: Request) {
  return data(notFoundData(new URL(request.url).pathname), { status: 404 });
}
