// The staff console's routes exist only for those who may open them (docs/decisions/026-console-routes-by-audience.md).
//
// React Router lists every route a document or a route-discovery answer (/__manifest) could lead to:
// with one route table for everyone, a customer's 404 for /staff/team loaded the console's scripts and
// named its modules, and any visitor could ask /__manifest for the console's paths. So each request is
// routed on the table its visitor may see: without a staff role, no module under app/routes/staff at
// all, so every console address is an unknown address, answered by the site's not-found route exactly
// like any other (the not-found route asks a signed-out visitor to sign in first); with a staff role,
// the console pages the policy lets that role open (app/lib/casework/policy.ts), so a section the
// policy keeps from a member is as unknown to them as a page that does not exist. The console's guard
// (app/lib/staff/guard.server.ts) still checks every request: the table only decides what may exist.
import type { ServerBuild } from "react-router";
import type { AccountRole } from "~/db/schema";
import { canOpen } from "~/lib/casework/policy";
import { hasStaffRole } from "~/lib/staff/guard.server";

/** Every route module under app/routes/staff is the console's (its pages, files and second-factor pages). */
const CONSOLE_ROUTE_ID = /^routes\/staff\//;

/** Who a route table is for: everyone without a staff role, or one staff role. */
export const audiences = ["public", "staff", "admin"] as const satisfies readonly ("public" | AccountRole)[];
export type Audience = (typeof audiences)[number];

export function audienceOf(role: AccountRole | null): Audience {
  return role !== null && hasStaffRole(role) ? role : "public";
}

// Each build (one in production; one per edit with `npm run dev`) is cut once per audience.
const cut = new WeakMap<ServerBuild, Map<Audience, ServerBuild>>();

/** The build as `audience` may see it: its route table and its browser manifest hold the same routes. */
export function buildFor(build: ServerBuild, audience: Audience): ServerBuild {
  let byAudience = cut.get(build);
  if (!byAudience) {
    byAudience = new Map();
    cut.set(build, byAudience);
  }
  let shown = byAudience.get(audience);
  if (!shown) {
    shown = cutBuild(build, audience);
    byAudience.set(audience, shown);
  }
  return shown;
}

/** The URL pattern a route answers (its parents' paths joined to its own), e.g. "/staff/tickets/:number". */
function fullPath(routes: ServerBuild["routes"], id: string): string {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join("/")}`;
}

function cutBuild(build: ServerBuild, audience: Audience): ServerBuild {
  const shown = (id: string): boolean => {
    if (!CONSOLE_ROUTE_ID.test(id)) return true;
    if (audience === "public") return false;
    const parentId = build.routes[id]?.parentId;
    return canOpen({ role: audience }, fullPath(build.routes, id)) && (!parentId || shown(parentId));
  };
  const keep = <T>(table: Record<string, T>) => Object.fromEntries(Object.entries(table).filter(([id]) => shown(id)));
  return {
    ...build,
    routes: keep(build.routes),
    assets: {
      ...build.assets,
      routes: keep(build.assets.routes),
      // A browser keeps the manifest it started with and sends its version with every route-discovery
      // request; a different version per audience makes React Router reload the document when the
      // visitor's audience changed (a staff member signs in, or out), so the new table takes effect.
      version: audience === "public" ? build.assets.version : `${build.assets.version}-${audience}`,
    },
  };
}
