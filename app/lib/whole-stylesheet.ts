// The whole stylesheet in the browser. The document inlines only the rules its own markup uses
// (lib/http/css-subset.server.ts): every rule whose classes all appear in the markup, and the base
// rules of the elements it has. Markup the page gains later — a dialog or a toast an island opens,
// the carousel's controls, a page a client-side navigation renders — may need rules the document
// lacks, so the whole sheet is fetched before the page hydrates, and put in place as soon as markup
// with a class or an element the document did not have appears: in the same task, before the browser
// paints it. Until then the page does without it: putting it in place recalculates every element's
// style (25–40 ms on a phone-sized page on our machine, four times that on Lighthouse's phone) for
// rules the page does not use (docs/decisions/012-performance-budgets.md). Parsing it (6–20 ms here)
// waits too, for that moment or for the browser's first idle time after the page has hydrated,
// whichever comes first: in the task that fetched it, it ran together with the start of hydration,
// one long task where two short ones do.

/** The markup a batch of changes brought, and the markup it took away. */
type Batch = { isBrought: (element: Element) => boolean; removed: readonly Element[] };

/**
 * The element and class names known to be covered by the document's own rules. Everything that has
 * been in the document is: the server's markup, which the inlined rules were chosen for, and whatever
 * was added since, for the observer stops at the first change that brings a name the document did not
 * have. So a name is covered when an element other than those a change brought has it, or one the
 * change took away (an island replacing a server element with its own, same classes); the answer is
 * kept, since the document's rules stay. Asked only of the markup a change brings, not of the whole
 * page up front: walking every element of a long page from script took 6–12 ms before hydration.
 */
class CoveredNames {
  private readonly elements = new Set<string>();
  private readonly classes = new Set<string>();

  /** Whether every name of `element`, which `batch` brought, is covered. */
  covers(element: Element, batch: Batch): boolean {
    const kind = element.localName;
    const kindHeld = this.has(
      this.elements,
      kind,
      batch,
      (root) => root.localName === kind || root.getElementsByTagName(kind).length > 0,
      () => document.getElementsByTagName(kind),
    );
    if (!kindHeld) return false;
    for (const name of element.classList) {
      const classHeld = this.has(
        this.classes,
        name,
        batch,
        (root) => root.classList.contains(name) || root.getElementsByClassName(name).length > 0,
        () => document.getElementsByClassName(name),
      );
      if (!classHeld) return false;
    }
    return true;
  }

  private has(
    known: Set<string>,
    name: string,
    batch: Batch,
    heldBy: (removed: Element) => boolean,
    holdersInDocument: () => HTMLCollectionOf<Element>,
  ): boolean {
    if (known.has(name)) return true;
    let held = batch.removed.some(heldBy);
    if (!held)
      for (const holder of holdersInDocument())
        if (!batch.isBrought(holder)) {
          held = true;
          break;
        }
    if (held) known.add(name);
    return held;
  }
}

/**
 * Whether changes bring markup the inlined rules may not cover: an element or a class the document
 * did not have, or an inline style that reads a variable (the document keeps only the theme variables
 * its own rules and markup read). The changes are judged together: what one of them adds does not
 * cover what another adds.
 */
function bringsNewMarkup(records: readonly MutationRecord[], covered: CoveredNames): boolean {
  const added: Element[] = [];
  const addedInBatch = new Set<Node>();
  const removed: Element[] = [];
  const restyled = new Set<Element>();
  for (const record of records) {
    if (record.type === "childList") {
      for (const node of record.addedNodes) {
        addedInBatch.add(node);
        if (node instanceof Element && node.isConnected) added.push(node);
      }
      for (const node of record.removedNodes) {
        // Only what was there before this batch vouches for its names.
        if (node instanceof Element && !addedInBatch.has(node)) removed.push(node);
      }
    } else if (record.attributeName === "style") {
      if ((record.target as Element).getAttribute("style")?.includes("var(--")) return true;
    } else restyled.add(record.target as Element);
  }
  const batch: Batch = {
    isBrought: (element) => restyled.has(element) || added.some((root) => root.contains(element)),
    removed,
  };
  for (const element of restyled) if (!covered.covers(element, batch)) return true;
  for (const root of added) {
    if (!covered.covers(root, batch)) return true;
    for (const element of root.getElementsByTagName("*")) if (!covered.covers(element, batch)) return true;
  }
  return false;
}

/** The whole stylesheet's text; `null` when it could not be fetched (the page keeps its own rules). */
async function wholeStylesheetText(href: string): Promise<string | null> {
  const response = await fetch(href);
  return response.ok ? response.text() : null;
}

/** The sheet `text` makes, parsed on the first call and kept. */
function parsedOnce(text: string): () => CSSStyleSheet {
  let sheet: CSSStyleSheet | null = null;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
    }
    return sheet;
  };
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
 * renders, so that the observer sees every change made to the server's markup.
 */
export async function readyWholeStylesheet(href: string): Promise<void> {
  // A long page links the whole sheet itself, after its first screen (components/layout/first-screen-end.tsx).
  const linked = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (linked?.sheet) return;
  if (!("adoptedStyleSheets" in Document.prototype && "replace" in CSSStyleSheet.prototype)) {
    await linkForPrintThenAll(href);
    return;
  }
  const covered = new CoveredNames();
  let wholeSheet: (() => CSSStyleSheet) | null = null;
  let needed = false;
  // Adopted sheets come after the document's own, and the whole sheet holds every inlined rule in its
  // own order: once adopted, the cascade is the whole sheet's.
  const adopt = (whole: CSSStyleSheet) => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, whole];
  };
  // A mutation observer runs before the browser renders what changed: new markup is never unstyled.
  const observer = new MutationObserver((records) => {
    if (!bringsNewMarkup(records, covered)) return;
    observer.disconnect();
    needed = true;
    if (wholeSheet) adopt(wholeSheet());
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class", "style"] });
  const text = await wholeStylesheetText(href).catch(() => null);
  if (text === null) {
    observer.disconnect();
    return;
  }
  wholeSheet = parsedOnce(text);
  if (needed) adopt(wholeSheet());
  // Idle time comes once hydration's work is done; the first change that needs the sheet parses it
  // at once if it comes earlier. Where the browser cannot say when it is idle, a task of its own.
  else if ("requestIdleCallback" in window) requestIdleCallback(wholeSheet);
  else setTimeout(wholeSheet);
}
