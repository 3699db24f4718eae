import type { ReactNode } from "react";

export type Tone = "red" | "orange" | "yellow" | "green" | "purple" | "blue" | "grey";

// 800-weight text on 100-weight tints: every pair is above 6:1 contrast (WCAG AA needs 4.5:1).
const tones: Record<Tone, string> = {
  red: "bg-red-100 text-red-800 ring-red-200",
  orange: "bg-orange-100 text-orange-800 ring-orange-200",
  yellow: "bg-yellow-100 text-yellow-800 ring-yellow-300",
  green: "bg-green-100 text-green-800 ring-green-200",
  purple: "bg-purple-100 text-purple-800 ring-purple-200",
  blue: "bg-blue-100 text-blue-800 ring-blue-200",
  grey: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** A small coloured label; the colour repeats the text, never replaces it. */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
