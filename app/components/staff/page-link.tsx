import type { ReactNode } from "react";
import { Link } from "react-router";

const base = "inline-flex items-center gap-1 rounded-lg border px-4 py-2 text-sm font-semibold";

/**
 * Previous/next link of a staff list; at either end a dimmed link that Tab skips. The blog has its
 * own copy on purpose: sharing one module would split a chunk off the public blog pages.
 */
export function PageLink({ to, disabled, children }: { to: string; disabled: boolean; children: ReactNode }) {
  if (disabled) {
    // A link with nowhere to go: announced as a dimmed link, skipped by the Tab key.
    return (
      // biome-ignore lint/a11y/useValidAnchor: deliberately href-less, the disabled-link pattern
      <a role="link" aria-disabled="true" className={`${base} cursor-not-allowed border-slate-200 text-slate-500`}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={to}
      className={`${base} border-slate-300 bg-white text-brand-800 hover:border-brand-500 hover:bg-brand-50`}
    >
      {children}
    </Link>
  );
}
