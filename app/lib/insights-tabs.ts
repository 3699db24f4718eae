// The /insights tabs. The chosen tab is in the URL (?tab=industry), so the server renders the right
// panel without JavaScript and a tab can be shared as a link.

import { type InsightsTabId, insightsTabIds } from "~/content/insights";

export type { InsightsTabId };

export const tabParam = "tab";

/** Market Trends is the default; unknown or missing values fall back to it. */
export function parseInsightsTab(value: string | null | undefined): InsightsTabId {
  const wanted = value?.trim().toLowerCase();
  return insightsTabIds.find((id) => id === wanted) ?? "trends";
}

export function insightsTabHref(pathname: string, tab: InsightsTabId): string {
  return tab === "trends" ? pathname : `${pathname}?${tabParam}=${tab}`;
}

/** The tab that arrow keys, Home and End move to (wrapping around), or null for other keys. */
export function tabForKey(current: InsightsTabId, key: string): InsightsTabId | null {
  const index = insightsTabIds.indexOf(current);
  const last = insightsTabIds.length - 1;
  switch (key) {
    case "ArrowRight":
      return insightsTabIds[index === last ? 0 : index + 1] ?? null;
    case "ArrowLeft":
      return insightsTabIds[index === 0 ? last : index - 1] ?? null;
    case "Home":
      return insightsTabIds[0] ?? null;
    case "End":
      return insightsTabIds[last] ?? null;
    default:
      return null;
  }
}

export type BadgeTone = "red" | "orange" | "green" | "purple" | "blue" | "grey";

/** Trends and analyses: Critical red, High orange, anything else green. */
export function marketImpactTone(impact: string): BadgeTone {
  if (impact === "Critical") return "red";
  if (impact === "High") return "orange";
  return "green";
}

/** Technology insights: Transformational purple, High blue, anything else grey. */
export function technologyImpactTone(impact: string): BadgeTone {
  if (impact === "Transformational") return "purple";
  if (impact === "High") return "blue";
  return "grey";
}
