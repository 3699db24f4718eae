import { LogoMark } from "~/components/layout/logo";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/schema";

const satellites: { icon: IconName; position: string }[] = [
  { icon: "headset", position: "top-[12%] left-[14%]" },
  { icon: "network", position: "top-[12%] right-[14%]" },
  { icon: "cloud", position: "bottom-[12%] left-[14%]" },
  { icon: "code", position: "bottom-[12%] right-[14%]" },
];

/** The company mark in a shield, ringed by what we do: support, networks, cloud and code. Fixed 5:4 box. */
export function AboutIllustration({ alt }: { alt: string }) {
  return (
    <div
      role="img"
      aria-label={alt}
      className="relative aspect-[5/4] w-full overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-accent-700 shadow-xl"
    >
      <svg aria-hidden="true" viewBox="0 0 500 400" width="500" height="400" className="absolute inset-0 size-full">
        <circle
          cx="250"
          cy="200"
          r="170"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.15"
          strokeDasharray="3 10"
          strokeWidth="2"
        />
        <circle cx="250" cy="200" r="115" fill="#ffffff" fillOpacity="0.06" />
        <g stroke="#99f6e4" strokeOpacity="0.5" strokeWidth="2" strokeDasharray="6 7">
          <path d="M250 200 L110 85" />
          <path d="M250 200 L390 85" />
          <path d="M250 200 L110 315" />
          <path d="M250 200 L390 315" />
        </g>
        <path
          d="M250 105 l78 30 v62 c0 52 -36 84 -78 103 c-42 -19 -78 -51 -78 -103 v-62 z"
          fill="#ffffff"
          fillOpacity="0.14"
          stroke="#ffffff"
          strokeOpacity="0.5"
          strokeWidth="2"
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center">
        <LogoMark className="size-24 drop-shadow-lg md:size-28" />
      </span>
      {satellites.map((satellite) => (
        <span
          key={satellite.icon}
          className={`absolute ${satellite.position} inline-flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-lg md:size-16`}
        >
          <Icon name={satellite.icon} className="size-7 md:size-8" />
        </span>
      ))}
    </div>
  );
}
