import { useRouteLoaderData } from "react-router";
import type { loader } from "~/routes/site-layout";
import type { HeaderUser } from "./account-menu";

/** The signed-in visitor as the site layout loaded it, or null (also outside the site layout). */
export function useSignedInUser(): HeaderUser | null {
  return useRouteLoaderData<typeof loader>("routes/site-layout")?.user ?? null;
}
