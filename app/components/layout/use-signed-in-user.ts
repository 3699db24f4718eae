import { useRouteLoaderData } from "react-router";
import type { HeaderUser } from "./account-menu";

/** The signed-in visitor as the site layout loaded it, or null (also outside the site layout). */
export function useSignedInUser(): HeaderUser | null {
  // Typed by hand: components never import route modules (not even their types).
  const layout = useRouteLoaderData("routes/site-layout") as { user?: HeaderUser | null } | undefined;
  return layout?.user ?? null;
}
