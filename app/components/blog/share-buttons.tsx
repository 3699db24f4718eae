import { Link2 } from "~/components/ui/icons";
import { useSyncExternalStore } from "react";
import { SocialIcon } from "~/components/layout/social-icons";
import { blogPostCopy } from "~/content/blog";
import { toast } from "~/lib/toast/toast";

const subscribeToNothing = () => () => {};

/** False on the server and during hydration, true once the page is interactive. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure contexts: the legacy copy command on a temporary field.
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.className = "fixed -left-[9999px]";
  document.body.append(field);
  field.select();
  const copied = document.execCommand("copy");
  field.remove();
  if (!copied) throw new Error("copy command refused");
}

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-500 hover:bg-brand-50";

/** Share on X and LinkedIn (plain links, so they work without JavaScript) and Copy Link (needs it). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const hydrated = useHydrated();
  const xHref = `https://x.com/intent/tweet?${new URLSearchParams({ text: title, url })}`;
  const linkedInHref = `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`;

  async function copyLink() {
    try {
      await copyText(url);
      toast.success(blogPostCopy.linkCopied);
    } catch {
      toast.error(blogPostCopy.copyFailed);
    }
  }

  return (
    <section aria-labelledby="share-heading" className="border-t border-slate-200 pt-8">
      <h2 id="share-heading" className="text-lg font-semibold text-slate-900">
        {blogPostCopy.shareHeading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={xHref} target="_blank" rel="noopener noreferrer" className={buttonClass}>
            <SocialIcon name="X" />
            {blogPostCopy.shareOnX}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={linkedInHref} target="_blank" rel="noopener noreferrer" className={buttonClass}>
            <SocialIcon name="LinkedIn" />
            {blogPostCopy.shareOnLinkedIn}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        {hydrated ? (
          <li>
            <button type="button" onClick={copyLink} className={buttonClass}>
              <Link2 aria-hidden="true" className="size-5" />
              {blogPostCopy.copyLink}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
