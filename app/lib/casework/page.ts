// What every staff record and list page declares alike, shared by the pages (browser) and the
// server: its title in the console's words and kept out of search engines, and — on a record page —
// reloading after a refused stale change.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { staffCopy } from "~/content/staff";

/** A staff page's `meta`: "<page> · Staff console", never indexed. */
export function staffMeta(title: string) {
  return [{ title: staffCopy.title(title) }, { name: "robots", content: "noindex" }];
}

/**
 * A record page's `shouldRevalidate`: a refused change (409: someone else changed the record
 * meanwhile) must show the record as it is now, so the page reloads its data even though the action
 * answered with an error status.
 */
export function reloadAfterConflict({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}
