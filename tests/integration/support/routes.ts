// Calls route actions and loaders the way React Router does, with a test database in the context.
import { desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { sessions, staffSecondFactors, staffSessionFactors } from "~/db/schema";
import { createSession } from "~/lib/auth/session.server";
import { getEnv } from "~/lib/env.server";
import { unlocalizedPath } from "~/lib/i18n/locale";
import { staffAccess } from "~/lib/staff/guard.server";
import { clientAddressContext, dbContext, envContext } from "~/lib/http/request-context.server";
import { cookieSettings } from "~/lib/http/cookies.server";

export function routeContext(db: Database, clientAddress = "198.51.100.7") {
  const context = new RouterContextProvider();
  context.set(dbContext, db);
  context.set(clientAddressContext, clientAddress);
  context.set(envContext, getEnv());
  return context;
}

type Handler = (args: never) => Promise<unknown>;

export type HandlerResult<T> = { status: number; data: T; headers: Headers };

/** Runs a loader or action; `data(value, init)` results are unwrapped into status, data and headers. */
export async function callRoute<T>(
  handler: Handler,
  request: Request,
  context: RouterContextProvider,
): Promise<HandlerResult<T>> {
  const url = new URL(request.url);
  const result = (await handler({ request, context, params: {}, url, unstable_pattern: url.pathname } as never)) as
    | { type?: string; data: T; init: ResponseInit | null }
    | T;
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const wrapped = result as { data: T; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, data: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  }
  return { status: 200, data: result as T, headers: new Headers() };
}

export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "user-agent": "integration-test", ...headers },
  });
}

/**
 * A console route's loader or action as React Router runs it: behind the staff layout's middleware,
 * which checks the member once for every page, action and file under /staff.
 */
export function behindConsole<Args>(handler: (args: Args) => unknown) {
  return async (args: Args): Promise<unknown> => {
    let result: unknown;
    await staffAccess(args as never, async () => {
      result = await handler(args);
      return new Response(null);
    });
    return result;
  };
}

/** A console session's cookie for a staff member: signed in, second factor enrolled and passed. */
export async function consoleCookie(db: Database, userId: number): Promise<string> {
  const cookie = (await createSession(db, cookieSettings(getEnv()), { userId, persistent: false })).split(";")[0]!;
  await db
    .insert(staffSecondFactors)
    .values({ userId, secretEncrypted: "test", confirmedAt: new Date() })
    .onConflictDoNothing();
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(1);
  await db.insert(staffSessionFactors).values({ sessionId: session!.id });
  return cookie;
}

/** A console page's loader data for a GET of `path` as the member with this cookie. */
export function loadConsolePage(db: Database, loader: (args: never) => unknown, path: string, cookie: string) {
  return behindConsole(loader)({
    request: new Request(`http://localhost${path}`, { headers: { cookie } }),
    context: routeContext(db),
    params: {},
  } as never);
}

/** A page's answer: its status, its data (a Response for a redirect or a file), where a redirect goes. */
export type PageAnswer = { status: number; data: unknown; location?: string | null };

/**
 * A page's loader or action as React Router calls it, with `params`; thrown responses (the site's
 * 404, a redirect to sign in) are answers too.
 */
export async function callPage(
  handler: (args: never) => Promise<unknown>,
  request: Request,
  context: RouterContextProvider,
  params: Record<string, string> = {},
): Promise<PageAnswer> {
  const settle = (value: unknown, status: number): PageAnswer => {
    if (value instanceof Response)
      return { status: value.status, data: value, location: value.headers.get("location") };
    const wrapped = value as { type?: string; data: unknown; init: ResponseInit | null };
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? status, data: wrapped.data };
    if (status !== 200) throw value;
    return { status, data: value };
  };
  const args = { request, url: new URL(request.url), context, params };
  try {
    return settle(await handler(args as never), 200);
  } catch (thrown) {
    return settle(thrown, 500);
  }
}

type Region = { id: string; html: string | null };
type DataWithInit = { type: "DataWithResponseInit"; data: Record<string, unknown>; init: ResponseInit | null };
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as { type?: string }).type === "DataWithResponseInit";

/**
 * A page's loader as a client-side navigation calls it (`<path>.data`), so its server-rendered
 * regions come back as HTML in the data; a `data(…, { status })`, returned or thrown, gives its status.
 * The path's second segment is the page's parameter (`slug` or `id`); a Malayalam path (/ml/…) is the
 * same page under /ml (app/routes.ts mounts each customer route there too), so its segments count after it.
 */
export async function loadPage(
  loader: (args: never) => unknown,
  path: string,
  context: RouterContextProvider,
  init: RequestInit = {},
): Promise<{ status: number; html: string; data: Record<string, unknown> }> {
  const url = new URL(`http://localhost${path}`);
  const request = new Request(`http://localhost${url.pathname}.data${url.search}`, {
    headers: { "user-agent": "Mozilla/5.0 (integration test)" },
    ...init,
  });
  const parameter = unlocalizedPath(url.pathname).split("/")[2] ?? "";
  const page = (result: Record<string, unknown>, status: number) => {
    const regions = (result.regions ?? { page: result.page }) as Record<string, Region | undefined>;
    const html = Object.values(regions)
      .map((region) => region?.html ?? "")
      .join("");
    return { status, html, data: result };
  };
  try {
    const result = await loader({ request, context, params: { slug: parameter, id: parameter }, url } as never);
    if (isDataWithInit(result)) return page(result.data, result.init?.status ?? 200);
    return page(result as Record<string, unknown>, 200);
  } catch (error) {
    if (isDataWithInit(error)) return { status: error.init?.status ?? 500, html: "", data: {} };
    throw error;
  }
}
