// Markdown → HTML for articles, on the server only (the browser never downloads a parser).
// Safety: raw HTML in the markdown is escaped (html: false), and every link and image URL passes
// sanitizeUrl, so a disallowed protocol leaves an empty link rather than a live one.
import MarkdownIt, { type Token } from "markdown-it";
import { sanitizeUrl } from "./sanitize-url";
import type { PostHeading } from "./types";

/** State shared by one render's rules (markdown-it's `env`). */
type RenderEnv = {
  headings: PostHeading[];
  usedIds: Map<string, number>;
};

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
// markdown-it's own check turns a rejected link into plain text; sanitizeUrl below empties it instead,
// as the spec asks, and allows fewer protocols than markdown-it would.
md.validateLink = () => true;

/** GitHub-style heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function slugifyHeading(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\p{L}\p{N}\s-]/gu, "")
      .trim()
      .replace(/\s+/g, "-") || "section"
  );
}

function plainText(tokens: Token[] | null): string {
  return (tokens ?? [])
    .map((t) => (t.type === "text" || t.type === "code_inline" ? t.content : t.children ? plainText(t.children) : ""))
    .join("");
}

// Give h2-h4 headings stable ids (so sections can be linked) and record them for the page.
md.core.ruler.push("heading_ids", (state) => {
  const env = state.env as unknown as RenderEnv;
  state.tokens.forEach((token, index) => {
    if (token.type !== "heading_open" || !["h2", "h3", "h4"].includes(token.tag)) return;
    const text = plainText(state.tokens[index + 1]?.children ?? null).trim();
    const base = slugifyHeading(text);
    const seen = env.usedIds.get(base) ?? 0;
    env.usedIds.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen}`;
    token.attrSet("id", id);
    env.headings.push({ id, text, level: Number(token.tag.slice(1)) });
  });
});

const escapeHtml = md.utils.escapeHtml;

md.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const open = tokens.findLast((t, i) => i < index && t.type === "heading_open");
  const id = open?.attrGet("id");
  if (!open || typeof id !== "string") return self.renderToken(tokens, index, options);
  const text = plainText(tokens[index - 1]?.children ?? null);
  // A visible "#" after the heading text links to the section; screen readers hear its purpose.
  return ` <a class="heading-anchor" href="#${escapeHtml(id)}"><span aria-hidden="true">#</span><span class="sr-only">Link to section: ${escapeHtml(text)}</span></a></${open.tag}>\n`;
};

const renderLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token) token.attrSet("href", sanitizeUrl(String(token.attrGet("href") ?? "")));
  return renderLinkOpen(tokens, index, options, env, self);
};

const renderImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token) token.attrSet("src", sanitizeUrl(String(token.attrGet("src") ?? "")));
  return renderImage ? renderImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

// Code and tables scroll sideways on narrow screens; tabindex lets keyboard users scroll them too.
const renderFence = md.renderer.rules.fence;
md.renderer.rules.fence = (tokens, index, options, env, self) => {
  const html = renderFence ? renderFence(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
  return html.replace(/^<pre>/, '<pre tabindex="0">');
};
md.renderer.rules.table_open = () => '<div class="table-scroll" tabindex="0"><table>\n';
md.renderer.rules.table_close = () => "</table></div>\n";

/** Everything a reader reads: text, inline code and code blocks (not URLs or markup). */
function readableText(tokens: Token[]): string {
  return tokens
    .map((t) => {
      if (t.type === "inline") return plainText(t.children);
      if (t.type === "fence" || t.type === "code_block") return t.content;
      return "";
    })
    .join("\n");
}

export interface RenderedMarkdown {
  html: string;
  headings: PostHeading[];
  /** The article's readable text, for word counts. */
  text: string;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const env: RenderEnv & Record<string, unknown> = { headings: [], usedIds: new Map() };
  const tokens = md.parse(source, env);
  return { html: md.renderer.render(tokens, md.options, env), headings: env.headings, text: readableText(tokens) };
}
