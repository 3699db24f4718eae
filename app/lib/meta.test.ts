import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";

describe("pageMeta", () => {
  const copy = { title: "Blog", description: "Practical advice." };

  it("builds title, description, canonical and Open Graph tags", () => {
    const tags = pageMeta(copy, "/blog");
    expect(tags).toContainEqual({ title: "Blog | Anantha IT Solutions" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.ananthait.in/blog" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
  });

  it("lets extra tags replace a default and appends the rest, repeats included", () => {
    const tags = pageMeta(copy, "/blog/a", [
      { property: "og:type", content: "article" },
      { property: "article:tag", content: "Cloud" },
      { property: "article:tag", content: "Security" },
    ]);
    expect(tags.filter((t) => "property" in t && t.property === "og:type")).toEqual([
      { property: "og:type", content: "article" },
    ]);
    expect(tags.filter((t) => "property" in t && t.property === "article:tag")).toHaveLength(2);
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.ananthait.in/blog/a" });
  });
});
