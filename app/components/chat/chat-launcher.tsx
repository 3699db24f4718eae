import { MessageCircle } from "~/components/ui/icons";
import { Component, lazy, type ReactNode, Suspense, useCallback, useId, useRef, useState } from "react";
import type { ChatLauncherCopy } from "~/content/schema";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { useHydrated } from "~/lib/use-hydrated";

// The panel, the chat script and the reply rules load only when a visitor opens the chat
// (docs/decisions/005-netra-chat-island.md); hovering or focusing the button starts the download.
// The panel then loads the script of the page's language, a chunk of its own.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

const buttonClass =
  "pointer-events-auto flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-slate-900/20 transition-colors hover:bg-brand-800 focus-visible:outline-offset-4";

/** If the panel's code can't be fetched, offer the contact page instead of breaking the whole page. */
class PanelLoadBoundary extends Component<
  { copy: ChatLauncherCopy; contactHref: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { copy, contactHref } = this.props;
    return (
      <p
        role="alert"
        className="pointer-events-auto fixed right-4 bottom-24 z-50 max-w-xs rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg sm:right-6"
      >
        {copy.failed}{" "}
        <a href={contactHref} className="font-medium text-brand-800 underline">
          {copy.fallback}
        </a>
      </p>
    );
  }
}

/**
 * The floating chat button of every page in the site layout. Without JavaScript (and until the page
 * hydrates) it is a plain link to /contact; once React runs it becomes the button that opens Netra.
 *
 * It sits in a zero-height sticky strip between the main content and the footer: while the footer
 * is out of view the strip sticks to the bottom of the screen, and once the footer scrolls in the
 * button rides above it, so it never covers the footer's links, newsletter box or social icons.
 *
 * Its words come from the layout's loader, in the page's language: they show before the chat is
 * opened, and the button's JavaScript then carries no language at all.
 */
export function ChatLauncher({ copy }: { copy: ChatLauncherCopy }) {
  const locale = useLocale();
  const to = useLocalePath();
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed) so a reply being typed still arrives.
  const [panelMounted, setPanelMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  function toggle() {
    setPanelMounted(true);
    setOpen((value) => !value);
  }

  function preload() {
    // A failed download is retried by React.lazy when the visitor clicks; nothing to report here.
    loadPanel()
      .then((panel) => panel.loadChatScript(locale))
      .catch(() => undefined);
  }

  return (
    <aside aria-label={copy.landmark} className="pointer-events-none sticky bottom-0 z-40 h-0 shrink-0 print:hidden">
      <div className="absolute right-4 bottom-4 sm:right-6 sm:bottom-6">
        {enhanced ? (
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelMounted ? panelId : undefined}
            onClick={toggle}
            onPointerEnter={preload}
            onFocus={preload}
            className={buttonClass}
          >
            <MessageCircle aria-hidden="true" className="size-7" />
            <span className="sr-only">{copy.open}</span>
          </button>
        ) : (
          <a href={to("/contact")} className={buttonClass}>
            <MessageCircle aria-hidden="true" className="size-7" />
            <span className="sr-only">{copy.fallback}</span>
          </a>
        )}
      </div>
      {panelMounted ? (
        <PanelLoadBoundary copy={copy} contactHref={to("/contact")}>
          <Suspense
            fallback={
              <p role="status" className="sr-only">
                {copy.loading}
              </p>
            }
          >
            <ChatPanel id={panelId} open={open} onClose={close} />
          </Suspense>
        </PanelLoadBoundary>
      ) : null}
    </aside>
  );
}
