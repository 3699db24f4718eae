import { Link2 } from "~/components/ui/icons";
import { SocialIcon } from "~/components/layout/social-icons";
import { useBlogWords } from "./blog-words";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-500 hover:bg-brand-50";

/**
 * Share on X and LinkedIn (plain links, so they work without JavaScript) and Copy Link, which needs
 * JavaScript: server-rendered hidden, shown and wired by useCopyLinkButtons.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { blogPostCopy } = useBlogWords();
  const networks = [
    {
      name: "X",
      href: `https://x.com/intent/tweet?${new URLSearchParams({ text: title, url })}`,
      label: blogPostCopy.shareOnX,
    },
    {
      name: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
      label: blogPostCopy.shareOnLinkedIn,
    },
  ] as const;

  return (
    <section aria-labelledby="share-heading" className="border-t border-slate-200 pt-8">
      <h2 id="share-heading" className="text-lg font-semibold text-slate-900">
        {blogPostCopy.shareHeading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {networks.map(({ name, href, label }) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
              <SocialIcon name={name} />
              {label}
              <span className="sr-only">{blogPostCopy.opensInNewTab}</span>
            </a>
          </li>
        ))}
        <li hidden data-copy-link-item="">
          <button
            type="button"
            data-copy-link={url}
            data-copied={blogPostCopy.linkCopied}
            data-failed={blogPostCopy.copyFailed}
            className={buttonClass}
          >
            <Link2 aria-hidden="true" className="size-5" />
            {blogPostCopy.copyLink}
          </button>
        </li>
      </ul>
    </section>
  );
}
