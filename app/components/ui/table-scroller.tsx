// The box a wide table scrolls sideways in on a narrow screen. A box that scrolls must be reachable
// by keyboard (WCAG 2.1.1; axe: scrollable-region-focusable) and say what it holds when focused, so
// it is a focusable, labelled group — not a region: the pages' sections are the landmarks. Props only.
import type { ReactNode } from "react";

export function TableScroller({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this only groups a table to scroll it.
    <div
      role="group"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be focusable so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className={`relative overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}
