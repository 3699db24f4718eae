/** Where the plan dialog's two actions lead. */
export type AccountPage = "/login" | "/signup";

/**
 * The sign-in or sign-up URL for a chosen plan, e.g. `/login?redirectTo=%2Famc-plans&plan=starter`.
 * The accounts pages read `plan` and send the visitor back to `redirectTo` once signed in.
 */
export function planAccountHref(page: AccountPage, planId: string, returnTo: string): string {
  const query = new URLSearchParams({ redirectTo: returnTo, plan: planId });
  return `${page}?${query}`;
}
