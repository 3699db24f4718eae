// Who may enter the staff console. The console's layout checks once, in its middleware, for every
// page, action and file under /staff: a post from another site is refused before anything else;
// signed out → /login with the way back; signed in without the role, or outside what the policy
// lets this member open → the same 404 as any unknown address (the console's existence is not
// revealed to customers); with the role but without the second factor in this session → the setup
// or verify page, and back afterwards. Loaders and actions then read the member with `staffOf`.
import { createContext, data, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { canOpen } from "~/lib/casework/policy";
import { formBodyMessages } from "~/content/forms";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import type { AccountRole } from "~/db/schema";
import { getSessionLookup, requireUser } from "~/lib/auth/auth.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { formPageHeaders } from "~/lib/forms/outcome";
import { pagePath } from "~/lib/http/return-path";
import { notFoundAnswer } from "~/lib/not-found.server";
import { type FactorState, secondFactorState } from "./second-factor.server";

export type StaffRole = Exclude<AccountRole, "customer">;
export type StaffUser = { id: number; email: string; fullName: string; role: StaffRole };

/** True when `role` may do what `needed` allows: an admin may do everything staff may. */
export function hasStaffRole(role: AccountRole, needed: StaffRole = "staff"): role is StaffRole {
  if (role === "admin") return true;
  return role === "staff" && needed === "staff";
}

export const SECOND_FACTOR_PATH = "/staff/second-factor";
export const SECOND_FACTOR_SETUP_PATH = "/staff/second-factor/setup";

// One second-factor lookup per request, shared by the layout's loader and the page's.
const factorLookups = new WeakMap<object, Promise<FactorState>>();

/**
 * A signed-in staff member (or admin) whose session has not necessarily passed the second factor:
 * for the second-factor pages themselves. Everything else uses `requireStaff`.
 */
export async function requireStaffAccount(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffUser & { sessionId: number; factor: FactorState }> {
  const user = await requireUser(request, context);
  if (!hasStaffRole(user.role)) throw notFound(request);
  const { sessionId } = await getSessionLookup(request, context);
  if (sessionId === null) throw notFound(request);
  let factor = factorLookups.get(context);
  if (!factor) {
    factor = secondFactorState(context.get(dbContext), user.id, sessionId);
    factorLookups.set(context, factor);
  }
  return { id: user.id, email: user.email, fullName: user.fullName, role: user.role, sessionId, factor: await factor };
}

/** After a second-factor form changed the state, the loaders that follow in this request read it again. */
export function forgetSecondFactorState(context: Readonly<RouterContextProvider>) {
  factorLookups.delete(context);
}

/** The signed-in staff member (or admin, when `role: "admin"`), else a redirect to /login or a 404. */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { role?: StaffRole } = {},
): Promise<StaffUser> {
  const staff = await requireStaffAccount(request, context);
  if (!hasStaffRole(staff.role, options.role)) throw notFound(request);
  if (!staff.factor.verified) {
    // A password alone never opens the console: set up or enter the second factor, then come back.
    const back = request.method === "GET" ? pagePath(request) : "/staff";
    const page = staff.factor.enrolled ? SECOND_FACTOR_PATH : SECOND_FACTOR_SETUP_PATH;
    throw redirect(`${page}?${new URLSearchParams({ redirectTo: back })}`);
  }
  return { id: staff.id, email: staff.email, fullName: staff.fullName, role: staff.role };
}

/**
 * The answer for anyone who may not see a staff page (or a record they do not own): the page
 * boundary renders it exactly like an unknown URL (app/lib/not-found.ts).
 */
export function notFound(request: Request) {
  return notFoundAnswer(new URL(pagePath(request), "http://site.invalid").pathname);
}

/**
 * `headers` of every staff page (the layout's, and a page's that has its own): personal data, never
 * kept by any cache and never indexed; a refused form's Retry-After is passed on. A child route's
 * `headers` replaces its parent's, so a staff page that needs its own must use this one.
 */
export function staffPageHeaders(args: { actionHeaders: Headers }): Headers {
  const headers = formPageHeaders(args);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  return headers;
}

/** The console's check for this request: the member, or the answer they get instead. */
type Access = { staff: StaffUser } | { refusal: unknown };
const accessContext = createContext<Access>();

/**
 * The console's one check (the staff layout's middleware): the origin of a post before any database
 * work, then the role, the second factor and the policy's section for this path. The answer is kept
 * for the request and given by `staffOf`, which every console loader and action calls first: a
 * refusal thrown from a loader renders the site's own 404 inside the layout, as for any unknown page
 * (React Router renders an error thrown by middleware at the root instead).
 */
export const staffAccess: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(accessContext, await checkAccess(request, context));
  return next();
};

async function checkAccess(request: Request, context: Readonly<RouterContextProvider>): Promise<Access> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!isSameOriginRequest(request, context.get(envContext).PUBLIC_URL)) {
      return { refusal: data(formBodyMessages.crossSite, { status: 403 }) };
    }
  }
  try {
    const staff = await requireStaff(request, context);
    if (!canOpen(staff, new URL(pagePath(request), "http://site.invalid").pathname)) {
      return { refusal: notFound(request) };
    }
    return { staff };
  } catch (refusal) {
    return { refusal };
  }
}

/** The staff member the console's check let in; otherwise throws that check's answer (404, login…). */
export function staffOf(context: Readonly<RouterContextProvider>): StaffUser {
  const access = context.get(accessContext);
  if ("refusal" in access) throw access.refusal;
  return access.staff;
}
