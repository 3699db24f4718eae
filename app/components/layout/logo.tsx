import { Link } from "react-router";
import { siteIdentity } from "~/content/site-identity";
import { pathIn } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";

/** The company mark: an eye-shaped 'A' (Netra means eye), drawn as SVG so it is crisp and tiny. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="10" className="fill-brand-700" />
      <path
        d="M8 21c3.5-6 7.5-9 12-9s8.5 3 12 9c-3.5 6-7.5 9-12 9s-8.5-3-12-9Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
      />
      <circle cx="20" cy="21" r="4.5" className="fill-accent-500" />
    </svg>
  );
}

/** The company's name as the link home; `homeLabel` is read after the name by screen readers. */
export function Logo({ tone = "dark", homeLabel }: { tone?: "dark" | "light"; homeLabel: string }) {
  const locale = useLocale();
  return (
    <Link to={pathIn(locale, "/")} className="flex items-center gap-2.5 rounded-md">
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}>
        {siteIdentity.shortName}
        <span className="sr-only"> — {homeLabel}</span>
      </span>
    </Link>
  );
}
