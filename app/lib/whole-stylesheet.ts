// The whole stylesheet in the browser. The document inlines only the rules its own markup uses
// (lib/http/css-subset.server.ts): every rule whose classes all appear in the markup, and the base
// rules of the elements it has. Markup the page gains later — a dialog or a toast an island opens,
// the carousel's controls, a page a client-side navigation renders — may need rules the document
// lacks, so the whole sheet is fetched and parsed before the page hydrates, and put in place as soon
// as markup with a class or an element the document did not have appears: in the same task, before
// the browser paints it. Until then the page does without it: putting it in place recalculates every
// element's style (25–40 ms on a phone-sized page on our machine, four times that on Lighthouse's
// phone) for rules the page does not use (docs/decisions/012-performance-budgets.md).

/** What markup the inlined rules were chosen for: its element names and its class names. */
type MarkupWords = { elements: Set<string>; classes: Set<string> };

/** The element and class names of every element in the document. */
function markupWords(): MarkupWords {
  const words: MarkupWords = { elements: new Set(), classes: new Set() };
  for (const element of document.getElementsByTagName("*")) {
    words.elements.add(element.localName);
    for (const name of element.classList) words.classes.add(name);
  }
  return words;
}

function hasNewWord(element: Element, known: MarkupWords): boolean {
  if (!known.elements.has(element.localName)) return true;
  for (const name of element.classList) if (!known.classes.has(name)) return true;
  return false;
}

/**
 * Whether a change brings markup the inlined rules may not cover: an element or a class the document
 * did not have, or an inline style that reads a variable (the document keeps only the theme variables
 * its own rules and markup read).
 */
function bringsNewMarkup(record: MutationRecord, known: MarkupWords): boolean {
  if (record.type === "attributes") {
    const target = record.target as Element;
    if (record.attributeName === "style") return target.getAttribute("style")?.includes("var(--") ?? false;
    return hasNewWord(target, known);
  }
  for (const node of record.addedNodes) {
    if (!(node instanceof Element)) continue;
    if (hasNewWord(node, known)) return true;
    for (const element of node.querySelectorAll("*")) if (hasNewWord(element, known)) return true;
  }
  return false;
}

/** The whole stylesheet, parsed; `null` when it could not be fetched (the page keeps its own rules). */
async function parsedWholeStylesheet(href: string): Promise<CSSStyleSheet | null> {
  const response = await fetch(href);
  if (!response.ok) return null;
  return new CSSStyleSheet().replace(await response.text());
}

/**
 * A browser without constructed stylesheets gets the whole sheet as a `<link>` at once, loaded for
 * print and then switched on: a stylesheet a script adds to `<head>` would block rendering until it
 * arrived.
 */
function linkForPrintThenAll(href: string): Promise<unknown> {
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href, media: "print" });
  const settled = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  }).then(() => {
    link.media = "all";
  });
  document.head.append(link);
  return settled;
}

/**
 * Readies the whole stylesheet at `href`; resolves when the page may hydrate. Call it before anything
 * renders, so that the markup it notes is the server's.
 */
export async function readyWholeStylesheet(href: string): Promise<void> {
  // A long page links the whole sheet itself, after its first screen (components/layout/first-screen-end.tsx).
  const linked = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (linked?.sheet) return;
  if (!("adoptedStyleSheets" in Document.prototype && "replace" in CSSStyleSheet.prototype)) {
    await linkForPrintThenAll(href);
    return;
  }
  const known = markupWords();
  let sheet: CSSStyleSheet | null = null;
  let needed = false;
  // Adopted sheets come after the document's own, and the whole sheet holds every inlined rule in its
  // own order: once adopted, the cascade is the whole sheet's.
  const adopt = (whole: CSSStyleSheet) => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, whole];
  };
  // A mutation observer runs before the browser renders what changed: new markup is never unstyled.
  const observer = new MutationObserver((records) => {
    if (!records.some((record) => bringsNewMarkup(record, known))) return;
    observer.disconnect();
    needed = true;
    if (sheet) adopt(sheet);
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class", "style"] });
  sheet = await parsedWholeStylesheet(href).catch(() => null);
  if (!sheet) observer.disconnect();
  else if (needed) adopt(sheet);
}
