import { Link } from "react-router";
import { blogHref } from "~/lib/blog/query";
import { typedTextLang } from "~/lib/i18n/use-english-text";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { useBlogWords } from "./blog-words";

const base = "inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition-colors";
const idle = "border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-800";
const active = "border-brand-700 bg-brand-700 text-white";

/** "All" and one button per tag. Each is a link keeping the search, so filters work without JavaScript. */
export function TagFilter({ tags, q, tag }: { tags: string[]; q: string; tag: string }) {
  const { blogListCopy } = useBlogWords();
  const to = useLocalePath();
  // Tags are the posts' own words (as written): marked as typed text on a Malayalam page.
  const locale = useLocale();
  const options = [
    { label: blogListCopy.allTags, value: "", lang: undefined },
    ...tags.map((t) => ({ label: t, value: t, lang: typedTextLang(locale, t) })),
  ];
  return (
    <nav aria-label={blogListCopy.tagsLabel}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ label, value, lang }) => {
          const selected = value === tag;
          return (
            <li key={label}>
              {/* Changing the tag goes back to page 1: blogHref leaves the page out. */}
              <Link
                lang={lang}
                to={to(blogHref({ q, tag: value }))}
                data-keep-scroll=""
                aria-current={selected ? "true" : undefined}
                className={`${base} ${selected ? active : idle}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
