import { Cloud, Globe, Smartphone } from "~/components/ui/icons";
import type { ProjectCategory } from "~/content/schema";

const artByCategory: Record<ProjectCategory, { gradient: string; Icon: typeof Globe }> = {
  "Web Development": { gradient: "from-brand-700 to-indigo-500", Icon: Globe },
  "Mobile Development": { gradient: "from-accent-700 to-emerald-500", Icon: Smartphone },
  "Cloud Solutions": { gradient: "from-sky-700 to-cyan-500", Icon: Cloud },
};

/** The project's illustration: a category gradient and icon in a fixed 16:9 box (no layout shift). */
export function ProjectArt({
  category,
  alt,
  size = "card",
}: {
  category: ProjectCategory;
  alt: string;
  size?: "card" | "hero";
}) {
  const { gradient, Icon } = artByCategory[category];
  return (
    <div
      role="img"
      aria-label={alt}
      className={`relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br ${gradient} ${
        size === "hero" ? "rounded-2xl" : "rounded-t-2xl"
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 160 90"
        className="absolute inset-0 size-full opacity-20"
        preserveAspectRatio="none"
      >
        <circle cx="20" cy="80" r="40" fill="#fff" />
        <circle cx="150" cy="10" r="30" fill="#fff" />
        <path d="M0 60 Q40 30 80 55 T160 40" stroke="#fff" strokeWidth="2" fill="none" />
      </svg>
      <Icon aria-hidden="true" className={size === "hero" ? "size-20 text-white" : "size-12 text-white"} />
    </div>
  );
}
