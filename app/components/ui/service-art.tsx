import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/schema";

/**
 * A service's illustration: its icon on a brand gradient with a faint circuit pattern, in a fixed
 * 4:3 box (no layout shift, no image request).
 */
export function ServiceArt({ icon, alt }: { icon: IconName; alt: string }) {
  return (
    <div
      role="img"
      aria-label={alt}
      className="relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-accent-700 shadow-xl ring-1 ring-white/20"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 400 300"
        width="400"
        height="300"
        className="absolute inset-0 size-full"
        preserveAspectRatio="xMidYMid slice"
      >
        <g fill="none" stroke="#ffffff" strokeOpacity="0.18" strokeWidth="2">
          <path d="M0 60 H90 L120 90 H200" />
          <path d="M400 70 H300 L270 100 H220" />
          <path d="M0 240 H110 L140 210 H190" />
          <path d="M400 230 H310 L280 200 H215" />
          <path d="M200 0 V60" />
          <path d="M200 300 V240" />
        </g>
        <g fill="#ffffff" fillOpacity="0.35">
          <circle cx="90" cy="60" r="5" />
          <circle cx="300" cy="70" r="5" />
          <circle cx="110" cy="240" r="5" />
          <circle cx="310" cy="230" r="5" />
          <circle cx="200" cy="60" r="4" />
          <circle cx="200" cy="240" r="4" />
        </g>
        <circle cx="200" cy="150" r="92" fill="#ffffff" fillOpacity="0.07" />
        <circle cx="200" cy="150" r="120" fill="none" stroke="#ffffff" strokeOpacity="0.12" strokeDasharray="3 9" />
      </svg>
      <span className="relative inline-flex size-28 items-center justify-center rounded-3xl bg-white text-brand-700 shadow-lg md:size-32">
        <Icon name={icon} className="size-14 md:size-16" />
      </span>
    </div>
  );
}
