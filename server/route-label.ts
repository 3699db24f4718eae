// The route a request is counted under in the metrics: the pattern React Router matches for its
// path ("/staff/tickets/:number"), never the path itself, so that a time series stands for a page
// and their number stays bounded whatever addresses clients ask for.
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
