import { describe, expect, it } from "vitest";
import { renderMarkdown, slugifyHeading } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders a javascript: link as an empty link", () => {
    const { html } = renderMarkdown("[click me](javascript:alert(1)) and [again](JAVASCRIPT:alert(1))");
    expect(html).toContain('<a href="">click me</a>');
    expect(html).toContain('<a href="">again</a>');
    expect(html.toLowerCase()).not.toContain("javascript:");
  });

  it("empties other unsafe protocols, including entity-encoded and autolinked ones", () => {
    const { html } = renderMarkdown(
      [
        "[a](data:text/html,<script>alert(1)</script>)",
        "[b](vbscript:msgbox)",
        "[c](&#106;avascript:alert(1))",
        "<javascript:alert(1)>",
        "[d][ref]",
        "![img](javascript:alert(1))",
        "",
        "[ref]: javascript:alert(1)",
      ].join("\n"),
    );
    // The autolink's text still reads "javascript:alert(1)"; only URLs matter.
    expect(html).not.toMatch(/(href|src)="[^"]/);
    expect(html.match(/href=""/g)).toHaveLength(5);
    expect(html).toContain('src=""');
  });

  it("keeps safe links: http(s), mailto, irc, xmpp and relative", () => {
    const { html } = renderMarkdown(
      "[w](https://example.org/x) [m](mailto:a@example.org) [i](ircs://irc.example.org) [x](xmpp:a@example.org) [r](/contact) [h](#top)",
    );
    for (const href of [
      "https://example.org/x",
      "mailto:a@example.org",
      "ircs://irc.example.org",
      "xmpp:a@example.org",
      "/contact",
      "#top",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("escapes raw HTML instead of passing it through", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(1)">\n\n<div onclick="x()">block</div>',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<div onclick");
    expect(html).toContain("&lt;script&gt;");
  });

  it("gives headings unique ids with a link to themselves and lists them", () => {
    const { html, headings } = renderMarkdown("## Back up, then *test*\n\ntext\n\n### Step 1\n\n## Back up, then test");
    expect(headings).toEqual([
      { id: "back-up-then-test", text: "Back up, then test", level: 2 },
      { id: "step-1", text: "Step 1", level: 3 },
      { id: "back-up-then-test-1", text: "Back up, then test", level: 2 },
    ]);
    expect(html).toContain(
      '<h2 id="back-up-then-test">Back up, then <em>test</em> <a class="heading-anchor" href="#back-up-then-test">',
    );
    expect(html).toContain('<span class="sr-only">Link to section: Step 1</span></a></h3>');
  });

  it("renders code blocks escaped, with their language, focusable for keyboard scrolling", () => {
    const { html, text } = renderMarkdown("```powershell\nrobocopy <src> <dst> /MIR\n```");
    expect(html).toBe(
      '<pre tabindex="0"><code class="language-powershell">robocopy &lt;src&gt; &lt;dst&gt; /MIR\n</code></pre>\n',
    );
    expect(text).toContain("robocopy");
  });

  it("wraps tables so they scroll on small screens", () => {
    const { html } = renderMarkdown("| a | b |\n| - | - |\n| 1 | 2 |");
    expect(html).toMatch(/^<div class="table-scroll" tabindex="0"><table>/);
    expect(html).toContain("</table></div>");
  });

  it("collects the readable text, without URLs", () => {
    const { text } = renderMarkdown("Read [our guide](https://example.org/very/long/url) **today**.");
    expect(text.trim()).toBe("Read our guide today.");
  });
});

describe("slugifyHeading", () => {
  it("makes GitHub-style ids", () => {
    expect(slugifyHeading("1. Start with an inventory")).toBe("1-start-with-an-inventory");
    expect(slugifyHeading("Wi-Fi 6: what’s new?")).toBe("wi-fi-6-whats-new");
    expect(slugifyHeading("Café résumé")).toBe("cafe-resume");
    expect(slugifyHeading("!!!")).toBe("section");
  });
});
