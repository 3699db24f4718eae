import { Cloud, Globe, Smartphone } from "~/components/ui/icons";

/** Mobile and cloud: the two small tiles beside the web one. */
const smallTiles = [
  { gradient: "from-accent-700 to-emerald-400", glow: "-right-6 -bottom-6", Icon: Smartphone },
  { gradient: "from-sky-700 to-cyan-400", glow: "-top-6 -left-6", Icon: Cloud },
];

/** The /portfolio header illustration: the three project categories as gradient tiles (no stock imagery). */
export function PortfolioArt({ alt }: { alt: string }) {
  return (
    <div role="img" aria-label={alt} className="grid aspect-[4/3] w-full grid-cols-2 grid-rows-2 gap-4">
      <div
        aria-hidden="true"
        className="relative row-span-2 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-indigo-400 shadow-xl"
      >
        <div className="absolute inset-x-5 top-5 space-y-2">
          <div className="h-2.5 w-2/3 rounded-full bg-white/70" />
          <div className="h-2 w-1/2 rounded-full bg-white/40" />
        </div>
        <div className="absolute inset-x-5 bottom-5 grid grid-cols-3 gap-2">
          <div className="h-12 rounded-lg bg-white/25" />
          <div className="h-12 rounded-lg bg-white/35" />
          <div className="h-12 rounded-lg bg-white/25" />
        </div>
        <Globe className="absolute top-1/2 left-1/2 size-16 -translate-x-1/2 -translate-y-1/2 text-white" />
      </div>
      {smallTiles.map(({ gradient, glow, Icon }) => (
        <div
          key={gradient}
          aria-hidden="true"
          className={`relative flex items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br ${gradient} shadow-xl`}
        >
          <div className={`absolute ${glow} size-24 rounded-full bg-white/15`} />
          <Icon className="size-12 text-white" />
        </div>
      ))}
    </div>
  );
}
