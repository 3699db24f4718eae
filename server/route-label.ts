// The route a request is counted under in the metrics: the pattern React Router matches for its
// path ("/staff/tickets/:number"), never the path itself, so that a time series stands for a page
// and their number stays bounded whatever addresses clients ask for.
import type express from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The browser's files (the client build, or Vite's in development). */
export const STATIC_LABEL = "static";
/** Any address no route of the site answers (the not-found route's, which matches everything). */
export const UNMATCHED_LABEL = "unmatched";

type LabelledBuild = Pick<ServerBuild, "routes" | "basename" | "routeDiscovery">;

/** The flat route table of a build (id → parentId) as the tree matchRoutes walks. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, NonNullable<ServerBuild["routes"][string]>[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
    );
  return childrenOf(undefined);
}

/** How many paths' labels a build keeps; past that they are forgotten at once (a crawler's junk URLs). */
const REMEMBERED_PATHS = 2000;

const labellers = new WeakMap<LabelledBuild, (pathname: string) => string>();

/**
 * The route label of a path, for one build: its tree is made once, and each path's label is kept
 * (a bounded number of them). A data request (`/blog.data`, `/_root.data` for "/") is labelled as
 * its page; the route-discovery manifest by its own path.
 */
export function routeLabeller(build: LabelledBuild): (pathname: string) => string {
  let labeller = labellers.get(build);
  if (labeller) return labeller;
  const tree = routeTree(build.routes);
  const manifestPath = build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;
  const remembered = new Map<string, string>();
  const label = (pathname: string): string => {
    if (pathname === manifestPath) return pathname;
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, page, build.basename);
    const last = matches?.at(-1);
    if (!matches || !last || last.route.path === "*") return UNMATCHED_LABEL;
    const segments = matches.map((match) => match.route.path).filter(Boolean);
    return `/${segments.join("/")}`;
  };
  labeller = (pathname) => {
    let known = remembered.get(pathname);
    if (known === undefined) {
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      known = label(pathname);
      remembered.set(pathname, known);
    }
    return known;
  };
  labellers.set(build, labeller);
  return labeller;
}

/** Where a handler says which label its responses are counted under (see countAs, labelAs). */
const ROUTE_LABEL = "metricsRouteLabel";

/**
 * Counts what `handler` answers under `label` (e.g. the browser's files as "static"); a request it
 * passes on is labelled by whoever answers it.
 */
export function countAs(label: string, handler: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => {
    res.locals[ROUTE_LABEL] = label;
    handler(req, res, (error?: unknown) => {
      delete res.locals[ROUTE_LABEL];
      next(error);
    });
  };
}

/**
 * An Express route of the app's own (/healthz) by its path; not React Router's catch-all mount
 * (its path has a wildcard), whose requests are labelled by React Router's route table.
 */
function expressRoute(req: express.Request): string | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === "string" && !path.includes("*") ? path : undefined;
}

/** Labels this response (e.g. /metrics, answered before routing). */
export function labelAs(res: express.Response, label: string) {
  res.locals[ROUTE_LABEL] = label;
}

/** A request's route label, once it has been answered: for the metrics and the access log. */
export type RequestRoute = (req: express.Request, res: express.Response, pathname: string) => Promise<string>;

/** The route label of a request: a handler's own (countAs), an Express route's path, or React Router's pattern. */
export function requestRoute(build: () => Promise<LabelledBuild>): RequestRoute {
  return async (req, res, pathname) =>
    (res.locals[ROUTE_LABEL] as string | undefined) ?? expressRoute(req) ?? routeLabeller(await build())(pathname);
}
