// The inlined stylesheet, cut down to what one document uses. The whole stylesheet (72 kB, 12 kB
// gzip) is the largest part of most documents; a page uses a fraction of its utility classes. The
// document gets every rule whose classes all appear in its markup, and the rules without a class (base
// styles, theme variables, the @property registrations its rules use) unless they style only elements
// it does not have (a base rule for <table> in a page without one); the browser loads the whole
// stylesheet before the page becomes interactive (entry.client.tsx), for what islands add at run time.

/** One selector of a rule's list: the classes it requires and the element name it begins with, if any. */
type Selector = { classes: string[]; element: string | null };
/**
 * A rule with the selectors of its list worked out once, at start-up (`always`: at-rules such as
 * @property, @keyframes, @font-face and statements, which have no selector to test), or a group rule.
 */
type Block =
  | { kind: "rule"; text: string; selectors: Selector[] | "always" }
  | { kind: "group"; head: string; children: Block[] };

/** Splits CSS text into top-level blocks (`selector{…}`, `@media …{…}`, `@layer x;`), braces balanced. */
function splitBlocks(css: string): { head: string; body: string | null }[] {
  const blocks: { head: string; body: string | null }[] = [];
  let index = 0;
  while (index < css.length) {
    let cursor = index;
    let inString: string | null = null;
    // The head runs to the first `{` or `;` outside a string.
    while (cursor < css.length) {
      const char = css[cursor];
      // An escaped character (`\"` in a class name such as content-[attr(x)_/_""]) is never syntax.
      if (char === "\\") cursor++;
      else if (inString) {
        if (char === inString) inString = null;
      } else if (char === '"' || char === "'") inString = char;
      else if (char === "{" || char === ";") break;
      cursor++;
    }
    const head = css.slice(index, cursor).trim();
    if (cursor >= css.length) {
      if (head) blocks.push({ head, body: null });
      break;
    }
    if (css[cursor] === ";") {
      if (head) blocks.push({ head: `${head};`, body: null });
      index = cursor + 1;
      continue;
    }
    let depth = 1;
    let end = cursor + 1;
    inString = null;
    while (end < css.length && depth > 0) {
      const char = css[end];
      if (char === "\\") end++;
      else if (inString) {
        if (char === inString) inString = null;
      } else if (char === '"' || char === "'") inString = char;
      else if (char === "{") depth++;
      else if (char === "}") depth--;
      end++;
    }
    blocks.push({ head, body: css.slice(cursor + 1, end - 1) });
    index = end;
  }
  return blocks;
}

/** The class names a selector requires, unescaped (`.sm\:flex` → `sm:flex`). */
export function selectorClasses(selector: string): string[] {
  const classes: string[] = [];
  const pattern = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;
  for (const match of selector.matchAll(pattern)) {
    const raw = match[1] ?? "";
    classes.push(
      raw.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_all, hex: string | undefined, char: string | undefined) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
      ),
    );
  }
  return classes;
}

/** Group rules (@media, @supports, @layer with a body, @container) whose children are filtered. */
const GROUP_AT_RULE = /^@(media|supports|layer|container)\b/;

function parse(css: string): Block[] {
  return splitBlocks(css).map(({ head, body }): Block => {
    if (body === null) return { kind: "rule", text: head, selectors: "always" };
    if (GROUP_AT_RULE.test(head)) return { kind: "group", head, children: parse(body) };
    // A style rule (or @property, @keyframes, @font-face: always kept). Nested rules inside a style
    // rule belong to it and go with it.
    const text = `${head}{${body}}`;
    if (head.startsWith("@")) return { kind: "rule", text, selectors: "always" };
    const selectors = selectorsOf(head).map((selector) => ({
      classes: selectorClasses(selector),
      element: /^([a-z][a-z0-9-]*)/i.exec(selector.trim())?.[1]?.toLowerCase() ?? null,
    }));
    return { kind: "rule", text, selectors };
  });
}

/** What a document has that rules may select: its class names and its element names. */
type DocumentParts = { classes: ReadonlySet<string>; elements: ReadonlySet<string> };

function render(blocks: readonly Block[], used: DocumentParts): string {
  let out = "";
  for (const block of blocks) {
    if (block.kind === "rule") {
      if (mayApply(block.selectors, used)) out += block.text;
      continue;
    }
    const inner = render(block.children, used);
    if (inner) out += `${block.head}{${inner}}`;
  }
  return out;
}

/**
 * Whether a rule may apply to the document. A rule with classes: when one selector of its list has all
 * of its classes in the markup. A rule without classes: unless every selector begins with an element
 * the document lacks (`sub,sup` only with a <sub> or a <sup>; `*`, `::placeholder`, `[hidden]` always).
 */
function mayApply(selectors: Selector[] | "always", used: DocumentParts): boolean {
  if (selectors === "always") return true;
  if (selectors.some((selector) => selector.classes.length > 0)) {
    return selectors.some((selector) => selector.classes.every((name) => used.classes.has(name)));
  }
  return selectors.some((selector) => selector.element === null || used.elements.has(selector.element));
}

/** The selectors of a rule's list, split on top-level commas (not inside parentheses or brackets). */
function selectorsOf(selectorList: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorList.length; index++) {
    const char = selectorList[index];
    if (char === "\\") index++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      selectors.push(selectorList.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(selectorList.slice(start));
  return selectors;
}

/** Every element name in the document's markup, lower-cased. */
export function documentElements(html: string): Set<string> {
  const elements = new Set<string>();
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) elements.add((match[1] ?? "").toLowerCase());
  return elements;
}

/** Every class named in the document's class attributes. */
export function documentClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? "").split(/\s+/)) {
      if (name) used.add(decodeEntities(name));
    }
  }
  return used;
}

function decodeEntities(text: string): string {
  return text.includes("&")
    ? text.replace(/&(amp|quot|#39|lt|gt);/g, (_all, entity: string) =>
        entity === "amp" ? "&" : entity === "quot" ? '"' : entity === "#39" ? "'" : entity === "lt" ? "<" : ">",
      )
    : text;
}

const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;

/**
 * Drops the `@property` registrations of custom properties nothing else in the subset names: Tailwind
 * registers the variables of every utility it generated (five for `tabular-nums` alone), and a
 * registration has no class to tell whether the document needs it.
 */
export function withoutUnusedProperties(css: string): string {
  // Every custom property the rest names, collected in one pass (not one search of it per registration).
  const named = new Set(css.replace(PROPERTY_RULE, "").match(/--[\w-]+/g));
  return css.replace(PROPERTY_RULE, (rule, name: string) => (named.has(name) ? rule : ""));
}

const THEME_VARIABLES = /(@layer theme\{:root,:host\{)([^}]*)\}/;

/** `var(--name)` and `var(--name, fallback)`: the name of each variable a text reads. */
const VARIABLE_READ = /var\((--[^,)]+)[,)]/g;

function variablesRead(text: string, into = new Set<string>()): Set<string> {
  for (const match of text.matchAll(VARIABLE_READ)) into.add(match[1] ?? "");
  return into;
}

/**
 * Drops the theme's variables (`--color-red-50: …`) that neither the subset's rules, nor another kept
 * variable, nor the markup's own `style` attributes read: Tailwind declares every colour, size and
 * font the whole site uses, about a fifth of a document's inlined stylesheet. The whole stylesheet,
 * loaded before the page becomes interactive, declares them all again for what islands add later.
 * The names read are collected in one pass (searching the text once per variable took 10 ms a page).
 */
export function withoutUnusedThemeVariables(css: string, html: string): string {
  const theme = css.match(THEME_VARIABLES);
  if (!theme || theme.index === undefined) return css;
  const declarations = (theme[2] ?? "")
    .split(";")
    .filter(Boolean)
    .map((declaration) => {
      const colon = declaration.indexOf(":");
      return { name: declaration.slice(0, colon), text: declaration };
    });
  const read = variablesRead(html, variablesRead(css.slice(0, theme.index) + css.slice(theme.index + theme[0].length)));
  // A kept variable may read another (`--default-font-family: var(--font-sans)`): keep those too.
  const kept = new Set<(typeof declarations)[number]>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const declaration of declarations) {
      if (!kept.has(declaration) && read.has(declaration.name)) {
        kept.add(declaration);
        variablesRead(declaration.text, read);
        grew = true;
      }
    }
  }
  const body = declarations
    .filter((declaration) => kept.has(declaration))
    .map(({ text }) => text)
    .join(";");
  return css.replace(THEME_VARIABLES, () => `${theme[1]}${body}}`);
}

/** A stylesheet parsed once; `subsetFor(html)` gives the part one document needs. */
export function stylesheetSubsetter(css: string) {
  const blocks = parse(css);
  return (html: string) =>
    withoutUnusedThemeVariables(
      withoutUnusedProperties(render(blocks, { classes: documentClasses(html), elements: documentElements(html) })),
      html,
    );
}
