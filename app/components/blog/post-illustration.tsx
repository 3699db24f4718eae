import { type IconComponent, spriteIcon } from "~/components/ui/icons";
import type { IllustrationName, PostImage } from "~/lib/blog/types";

// Its icons are made here, not imported from ui/icons: in the browser only the staff console's
// previews draw it, and they load with the console rather than with every page.
const Cloud = spriteIcon("cloud");
const CloudUpload = spriteIcon("cloud-upload");
const DatabaseBackup = spriteIcon("database-backup");
const FileCheck = spriteIcon("file-check");
const HardDrive = spriteIcon("hard-drive");
const LockKeyhole = spriteIcon("lock-keyhole");
const Router = spriteIcon("router");
const ShieldCheck = spriteIcon("shield-check");
const Smartphone = spriteIcon("smartphone");
const Tablet = spriteIcon("tablet");
const Wifi = spriteIcon("wifi");
const Wrench = spriteIcon("wrench");

const illustrations: Record<IllustrationName, { gradient: string; Main: IconComponent; Accent: IconComponent }> = {
  shield: { gradient: "from-brand-900 via-brand-700 to-indigo-500", Main: ShieldCheck, Accent: LockKeyhole },
  cloud: { gradient: "from-sky-800 via-sky-600 to-cyan-500", Main: Cloud, Accent: CloudUpload },
  devices: { gradient: "from-accent-700 via-teal-600 to-emerald-500", Main: Smartphone, Accent: Tablet },
  backup: { gradient: "from-slate-800 via-slate-700 to-brand-600", Main: DatabaseBackup, Accent: HardDrive },
  contract: { gradient: "from-indigo-900 via-indigo-700 to-brand-500", Main: FileCheck, Accent: Wrench },
  wifi: { gradient: "from-cyan-900 via-accent-700 to-sky-500", Main: Wifi, Accent: Router },
};

/**
 * A post's picture: a gradient and two icons drawn inline (no photos, no extra requests), in a
 * fixed 16:9 box so nothing shifts while the page loads.
 */
export function PostIllustration({
  image,
  size = "card",
  lang,
}: {
  image: PostImage;
  size?: "card" | "featured" | "hero";
  /** The language of its description, when it is not the page's (a post in the other language). */
  lang?: string;
}) {
  const { gradient, Main, Accent } = illustrations[image.name];
  const rounding = size === "card" ? "rounded-t-2xl" : "rounded-2xl";
  // The article's banner is wider and lower, so the text starts above the fold.
  const shape = size === "hero" ? "aspect-[5/2]" : "aspect-video";
  const mainSize = size === "card" ? "size-14" : "size-20 md:size-24";
  return (
    <div
      role="img"
      lang={lang}
      aria-label={image.alt}
      className={`relative flex ${shape} w-full items-center justify-center overflow-hidden bg-gradient-to-br ${gradient} ${rounding}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 160 90"
        className="absolute inset-0 size-full opacity-15"
        preserveAspectRatio="none"
      >
        <circle cx="18" cy="78" r="38" fill="#fff" />
        <circle cx="148" cy="12" r="28" fill="#fff" />
        <path d="M0 62 Q40 34 80 56 T160 42" stroke="#fff" strokeWidth="1.5" fill="none" />
        <path d="M0 72 Q40 46 80 66 T160 54" stroke="#fff" strokeWidth="1" fill="none" />
      </svg>
      <div className="relative flex items-end gap-3">
        <Main aria-hidden="true" strokeWidth={1.5} className={`${mainSize} text-white drop-shadow`} />
        <span className="rounded-xl bg-white/15 p-2 ring-1 ring-white/30">
          <Accent
            aria-hidden="true"
            strokeWidth={1.75}
            className={size === "card" ? "size-6 text-white" : "size-8 text-white"}
          />
        </span>
      </div>
    </div>
  );
}
