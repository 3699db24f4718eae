import spriteHref from "~/assets/icon-sprite.svg?url";
import type { brandMarks } from "~/components/ui/brand-marks";
import type { Site } from "~/content/schema";

type SocialName = Site["social"][number]["name"];

const markIds: Record<SocialName, (typeof brandMarks)[number]["id"]> = {
  Facebook: "brand-facebook",
  X: "brand-x",
  LinkedIn: "brand-linkedin",
  Instagram: "brand-instagram",
};

/** A social network's mark (ui/brand-marks.ts), drawn from the icon sprite. */
export function SocialIcon({ name }: { name: SocialName }) {
  return (
    <svg aria-hidden="true" width="20" height="20" className="size-5">
      <use href={`${spriteHref}#${markIds[name]}`} />
    </svg>
  );
}
