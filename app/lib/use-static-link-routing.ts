import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Links inside server-rendered static regions are plain <a> elements (no React behind them). With
 * JavaScript, a plain left click on one to another page of the site is routed like a <Link> instead of
 * loading a new document; everything else (new tab, downloads, files, other sites, in-page anchors)
 * is left to the browser.
 */
export function useStaticLinkRouting() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest("[data-static-region]")) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      // `data-keep-scroll`: a link that changes a view in place (a filter) keeps the scroll position.
      navigate(`${url.pathname}${url.search}${url.hash}`, {
        preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
