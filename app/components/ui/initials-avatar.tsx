import { useEnglishText } from "~/lib/i18n/use-english-text";

/** Initials in a gradient circle, standing in for a photo (the company uses no stock photography). */
export function InitialsAvatar({ name, size = "md" }: { name: string; size?: "sm" | "md" | "lg" }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  const sizes = { sm: "size-10 text-sm", md: "size-12 text-base", lg: "size-24 text-2xl" };
  // A name written in English letters keeps them on a page in another language.
  const english = useEnglishText();
  return (
    <span
      {...(/[A-Za-z]/.test(initials) ? english : {})}
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 font-bold text-white ${sizes[size]}`}
    >
      {initials}
    </span>
  );
}
