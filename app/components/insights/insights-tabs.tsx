import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type InsightsTabId, insightsTabHref, tabForKey } from "~/lib/insights-tabs";
import { useHydrated } from "~/lib/use-hydrated";

type Tab = { id: InsightsTabId; label: string; panel: ReactNode };

/**
 * Tabs whose state is the URL (?tab=…). Each tab is a real link, so without JavaScript a click loads
 * the page with that panel rendered by the server. Once hydrated, the tabs follow the WAI-ARIA tabs
 * pattern: one tab stop, arrow keys / Home / End move and select (automatic activation).
 */
export function InsightsTabs({ label, tabs, selected }: { label: string; tabs: Tab[]; selected: InsightsTabId }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<InsightsTabId, HTMLAnchorElement>());
  // Roving tabindex only once arrow keys work; before hydration every tab stays reachable by Tab.
  const enhanced = useHydrated();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the tab that has focus: right after a key the URL (and so `selected`) may still be on its
    // way, and a quick second key must move on from where the first one went.
    const focused = [...tabRefs.current].find(([, node]) => node === event.target)?.[0];
    const next = tabForKey(focused ?? selected, event.key);
    if (!next) return;
    event.preventDefault();
    navigate(insightsTabHref(pathname, next), { replace: true, preventScrollReset: true });
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-100 p-1.5 sm:inline-flex"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <Link
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              to={insightsTabHref(pathname, tab.id)}
              replace
              preventScrollReset
              role="tab"
              id={`insights-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`insights-panel-${tab.id}`}
              tabIndex={enhanced && !isSelected ? -1 : undefined}
              className={`flex min-h-11 items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:px-5 sm:whitespace-nowrap ${
                isSelected
                  ? "bg-white text-brand-800 shadow-sm"
                  : "text-slate-700 hover:bg-white/70 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`insights-panel-${tab.id}`}
          aria-labelledby={`insights-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content a tab stop.
          tabIndex={0}
          className="mt-8 rounded-2xl focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
