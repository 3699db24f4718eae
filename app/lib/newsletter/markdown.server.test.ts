import { describe, expect, it } from "vitest";
import { emailSafeUrl, renderIssueMarkdown } from "./markdown.server";

const base = "https://ananthait.test";

describe("newsletter markdown", () => {
  it("renders markdown and escapes raw HTML", () => {
    const html = renderIssueMarkdown("# Hi\n\n**bold** <script>alert(1)</script> <img src=x onerror=alert(1)>", base);
    expect(html).toContain("<h1>Hi</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps only absolute http(s) and mailto links", () => {
    expect(renderIssueMarkdown("[a](javascript:alert(1))", base)).toContain('<a href="">');
    expect(renderIssueMarkdown("[a](data:text/html,x)", base)).toContain('<a href="">');
    expect(renderIssueMarkdown("[a](/blog)", base)).toContain('href="https://ananthait.test/blog"');
    expect(renderIssueMarkdown("[a](mailto:x@y.in)", base)).toContain('href="mailto:x@y.in"');
    expect(emailSafeUrl("JaVaScRiPt:alert(1)", base)).toBe("");
    expect(emailSafeUrl("java\tscript:x", base)).toBe("");
  });
});
