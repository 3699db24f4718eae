import { useEffect } from "react";
import { useLocation } from "react-router";
import { localeOf, otherLocale, pathIn } from "~/lib/i18n/locale";

// The header is server-rendered markup (SiteHeader in a static region); this is the little
// behaviour it has, attached once to the region's element so that it survives the region's HTML
// being replaced (after signing in or out):
// - a `[data-disclosure]` button opens and closes the element its aria-controls names (the
//   `hidden` attribute) and says so in aria-expanded; a `data-label-open` on its text swaps the
//   words while open; Escape closes it and gives focus back to the button;
// - an `li[data-hover-disclosure]` also opens on hover (the large-screen Services menu) and closes
//   when the pointer or focus leaves it;
// - the account menu (<details>) closes on Escape and on a click or focus elsewhere;
// - a link chosen inside `[data-close-on-link]` (the phone menu) closes it;
// - on every navigation all of them close, and aria-current moves to the links of the new page.

type Toggle = HTMLElement;

function panelOf(toggle: Toggle) {
  const id = toggle.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function setOpen(toggle: Toggle, open: boolean) {
  toggle.setAttribute("aria-expanded", String(open));
  panelOf(toggle)?.toggleAttribute("hidden", !open);
  const label = toggle.querySelector<HTMLElement>("[data-label-open]");
  if (label) {
    label.dataset.labelClosed ??= label.textContent ?? "";
    label.textContent = (open ? label.dataset.labelOpen : label.dataset.labelClosed) ?? "";
  }
}

function isOpen(toggle: Toggle) {
  return toggle.getAttribute("aria-expanded") === "true";
}

function openToggles(root: HTMLElement) {
  return [...root.querySelectorAll<Toggle>('[data-disclosure][aria-expanded="true"]')];
}

function closeAll(root: HTMLElement) {
  for (const toggle of openToggles(root)) setOpen(toggle, false);
  for (const details of root.querySelectorAll<HTMLDetailsElement>("details[open]")) details.open = false;
}

/** Whether `href` is the page at `pathname` (`end`: exactly; otherwise also any page below it). */
export function isCurrentLink(href: string, pathname: string, end: boolean): boolean {
  if (href === pathname) return true;
  // A language's home ("/" or "/ml") is not the parent of every page in it.
  return !end && href !== "/" && href !== "/ml" && pathname.startsWith(`${href}/`);
}

function markCurrent(root: HTMLElement, pathname: string) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-nav]")) {
    const href = link.getAttribute("href") ?? "";
    if (isCurrentLink(href, pathname, link.dataset.nav === "end")) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

export function useHeaderControls(regionId: string) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const root = document.getElementById(regionId);
    if (!root) return;
    const region = root;

    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const toggle = target?.closest<Toggle>("[data-disclosure]");
      if (toggle && region.contains(toggle)) {
        setOpen(toggle, !isOpen(toggle));
        return;
      }
      const link = target?.closest("a");
      const menu = link?.closest("[data-close-on-link]");
      if (menu?.id) {
        const owner = region.querySelector<Toggle>(`[aria-controls="${menu.id}"]`);
        if (owner) setOpen(owner, false);
      }
      // A click anywhere else closes the account menu.
      for (const details of region.querySelectorAll<HTMLDetailsElement>("details[data-account-menu][open]")) {
        if (!target || !details.contains(target)) details.open = false;
      }
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      const focused = document.activeElement;
      for (const details of region.querySelectorAll<HTMLDetailsElement>("details[open]")) {
        details.open = false;
        if (focused && details.contains(focused)) details.querySelector("summary")?.focus();
      }
      for (const toggle of openToggles(region)) {
        // The phone menu closes on Escape from anywhere; a dropdown when focus is in it.
        const panel = panelOf(toggle);
        const inside = focused === toggle || (focused !== null && panel?.contains(focused));
        if (toggle.dataset.disclosure !== "modal" && !inside) continue;
        setOpen(toggle, false);
        if (inside || toggle.dataset.disclosure === "modal") toggle.focus();
      }
    }

    function hoverOwner(node: EventTarget | null) {
      return node instanceof Element ? node.closest<HTMLElement>("[data-hover-disclosure]") : null;
    }
    function toggleIn(owner: HTMLElement) {
      return owner.querySelector<Toggle>("[data-disclosure]");
    }
    function onMouseOver(event: MouseEvent) {
      const owner = hoverOwner(event.target);
      const toggle = owner && toggleIn(owner);
      if (toggle && !isOpen(toggle)) setOpen(toggle, true);
    }
    function onMouseOut(event: MouseEvent) {
      const owner = hoverOwner(event.target);
      if (!owner || (event.relatedTarget instanceof Node && owner.contains(event.relatedTarget))) return;
      const toggle = toggleIn(owner);
      if (toggle && isOpen(toggle)) setOpen(toggle, false);
    }
    function onFocusOut(event: FocusEvent) {
      const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      const owner = hoverOwner(event.target);
      const toggle = owner && toggleIn(owner);
      if (owner && toggle && isOpen(toggle) && !(next && owner.contains(next))) setOpen(toggle, false);
      const details = event.target instanceof Element ? event.target.closest("details[data-account-menu]") : null;
      if (details instanceof HTMLDetailsElement && !(next && details.contains(next))) details.open = false;
    }

    region.addEventListener("mouseover", onMouseOver);
    region.addEventListener("mouseout", onMouseOut);
    region.addEventListener("focusout", onFocusOut);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      region.removeEventListener("mouseover", onMouseOver);
      region.removeEventListener("mouseout", onMouseOut);
      region.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [regionId]);

  // Every navigation closes the menus and moves the current-page mark.
  useEffect(() => {
    const root = document.getElementById(regionId);
    if (!root) return;
    closeAll(root);
    markCurrent(root, pathname);
    // The header was rendered for the query string it was loaded with; a filter or a search changes it
    // without reloading the header, and the switcher must keep it.
    for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-language-switch]")) {
      link.href = pathIn(otherLocale(localeOf(pathname)), `${pathname}${search}`);
    }
  }, [regionId, pathname, search]);
}
