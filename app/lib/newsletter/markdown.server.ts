// Markdown → HTML for newsletter issues (the staff preview and the emails). Same library and the
// same safety settings as the blog's renderer (raw HTML escaped, links limited to safe protocols),
// but its own instance: an email has no page to resolve relative links or heading anchors against,
// so links are made absolute against PUBLIC_URL and anything that is not http(s) or mailto is dropped.
import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

/** An absolute http(s) or mailto URL, or "" (the link then goes nowhere). */
export function emailSafeUrl(url: string, base: string): string {
  try {
    const absolute = new URL(url.trim(), base);
    return ["http:", "https:", "mailto:"].includes(absolute.protocol) ? absolute.href : "";
  } catch {
    return "";
  }
}

type RenderEnv = { base: string };

md.validateLink = () => true;
const renderLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
const baseOf = (env: unknown) => (env as RenderEnv | undefined)?.base ?? "http://localhost";
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token) token.attrSet("href", emailSafeUrl(String(token.attrGet("href") ?? ""), baseOf(env)));
  return renderLinkOpen(tokens, index, options, env, self);
};
const renderImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = token ? emailSafeUrl(String(token.attrGet("src") ?? ""), baseOf(env)) : "";
  if (token) token.attrSet("src", src.startsWith("mailto:") ? "" : src);
  return renderImage ? renderImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** The issue's HTML body; `base` is PUBLIC_URL, against which relative links are resolved. */
export function renderIssueMarkdown(source: string, base: string): string {
  return md.render(source, { base } satisfies RenderEnv);
}
