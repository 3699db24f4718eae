import { LogoMark } from "~/components/layout/logo";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/schema";

/** A decorative grid of the services' icons around the company mark (the services page header). */
export function ServiceIconMosaic({ icons }: { icons: readonly IconName[] }) {
  const tiles = icons.slice(0, 11);
  return (
    <div aria-hidden="true" className="grid grid-cols-4 gap-3 rotate-[-4deg]">
      {tiles.map((icon, position) => (
        <span
          // Icons may repeat across services, so the position keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, never-reordered list.
          key={`${icon}-${position}`}
          className={`flex aspect-square items-center justify-center rounded-2xl ring-1 ring-white/20 ${
            position % 3 === 0 ? "bg-white text-brand-700" : "bg-white/10 text-white"
          }`}
        >
          <Icon name={icon} className="size-8" />
        </span>
      ))}
      <span className="flex aspect-square items-center justify-center rounded-2xl bg-accent-600 ring-1 ring-white/20">
        <LogoMark className="size-12" />
      </span>
    </div>
  );
}
