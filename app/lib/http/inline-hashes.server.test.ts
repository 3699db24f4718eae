import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "./inline-hashes.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inline hashes", () => {
  it("hashes each inline script and style by its exact text, and never an external script", () => {
    const html = [
      '<style id="site-css">body{color:red}</style>',
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<script type="module" src="/assets/entry.js"></script>',
      "<script>window.__a = 1;</script>",
      '<script type="module">import "/assets/entry.js";\n</script>',
      "<script>window.__a = 1;</script>",
    ].join("");
    expect(inlineHashes(html)).toEqual({
      scripts: [sha("window.__a = 1;"), sha('import "/assets/entry.js";\n')],
      styles: [sha("body{color:red}")],
    });
  });

  it("gives no sources for a document without inline code", () => {
    expect(inlineHashes("<p>hi</p>")).toEqual({ scripts: [], styles: [] });
  });

  it("leaves JSON-LD data blocks out: they never run", () => {
    const html = '<script type="application/ld+json">{"@type":"Thing"}</script><script>go()</script>';
    expect(inlineHashes(html).scripts).toEqual([sha("go()")]);
  });
});
