import { useEffect } from "react";
import { toast } from "~/lib/toast/toast";

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

/**
 * Shows and wires the server-rendered Copy Link buttons (ShareButtons): a click copies the button's
 * `data-copy-link` and says so in a toast with its `data-copied` or `data-failed` words.
 * `page` changes with the page whose buttons to show (a client-side navigation to another article).
 */
export function useCopyLinkButtons(page: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` re-runs it for the new page's buttons.
  useEffect(() => {
    for (const item of document.querySelectorAll<HTMLElement>("[data-copy-link-item]")) item.hidden = false;
    async function onClick(event: MouseEvent) {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-copy-link]") : null;
      if (!button) return;
      try {
        await copyText(button.dataset.copyLink ?? window.location.href);
        toast.success(button.dataset.copied ?? "");
      } catch {
        toast.error(button.dataset.failed ?? "");
      }
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [page]);
}
