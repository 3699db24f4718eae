// The scan of a Malayalam page for text left in English: every text a reader sees or hears (text
// nodes, alt, aria-label, title, placeholder, value of buttons) whose words are not all kept in English
// by the glossary. Text meant to stay English is marked as such, which is also what a screen reader
// needs to pronounce it: an element with lang="en…" (a post written in English, what a customer typed,
// the language switch's "English"), <code>, and the page's scripts and styles are skipped.
import { Parser } from "htmlparser2";
import { mayStayEnglish } from "~/lib/i18n/untranslated";

const SKIPPED = new Set(["script", "style", "code", "template", "noscript", "svg", "pre"]);
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const READ_ATTRIBUTES = ["alt", "aria-label", "title", "placeholder"];

export type Untranslated = { text: string; where: string };

/** English left on a Malayalam page (the document's <title> and meta description included). */
export function untranslatedTexts(html: string): Untranslated[] {
  const found: Untranslated[] = [];
  // One entry per open element: whether text inside it is skipped (English on purpose, or not text).
  const stack: { name: string; skipped: boolean }[] = [];
  const skipped = () => stack.at(-1)?.skipped ?? false;
  const where = () =>
    stack
      .map((entry) => entry.name)
      .slice(-3)
      .join(" > ");
  const check = (text: string, at: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean !== "" && !mayStayEnglish(clean)) found.push({ text: clean, where: at });
  };
  // The parser hands text over in pieces (at each entity): a text is checked whole, at the next tag.
  let pending = "";
  let pendingWhere = "";
  const flush = () => {
    if (pending !== "") check(pending, pendingWhere);
    pending = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        const lang = attributes.lang?.toLowerCase();
        const english = lang?.startsWith("en") ?? false;
        const isSkipped = skipped() || english || SKIPPED.has(name);
        if (!isSkipped) {
          for (const attribute of READ_ATTRIBUTES) {
            const value = attributes[attribute];
            if (value) check(value, `${where()} > ${name}[${attribute}]`);
          }
          if (name === "meta" && attributes.name === "description" && attributes.content) {
            check(attributes.content, "meta[description]");
          }
          if (name === "input" && (attributes.type === "submit" || attributes.type === "button") && attributes.value) {
            check(attributes.value, `${where()} > input[value]`);
          }
        }
        if (!VOID.has(name)) stack.push({ name, skipped: isSkipped });
      },
      ontext(text) {
        if (skipped()) return;
        if (pending === "") pendingWhere = where();
        pending += text;
      },
      onclosetag(name) {
        flush();
        if (VOID.has(name)) return;
        // Tolerate unclosed elements: pop to the matching one.
        const index = stack.map((entry) => entry.name).lastIndexOf(name);
        if (index >= 0) stack.length = index;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return found;
}
