import { describe, expect, it } from "vitest";
import { languageAlternates, localeOf, pathIn, unlocalizedPath } from "./locale";

describe("the language of a URL", () => {
  it("is Malayalam under /ml only", () => {
    expect(localeOf("/ml")).toBe("ml");
    expect(localeOf("/ml/")).toBe("ml");
    expect(localeOf("/ml/amc-plans")).toBe("ml");
    expect(localeOf("/ml.data")).toBe("ml");
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/mlx")).toBe("en");
    expect(localeOf("/blog/ml-and-ai")).toBe("en");
  });

  it("moves a path between the languages, keeping its query and fragment", () => {
    expect(pathIn("ml", "/")).toBe("/ml");
    expect(pathIn("ml", "/amc-plans")).toBe("/ml/amc-plans");
    expect(pathIn("ml", "/blog?q=wifi")).toBe("/ml/blog?q=wifi");
    expect(pathIn("ml", "/?tab=1")).toBe("/ml?tab=1");
    expect(pathIn("ml", "/ml/blog")).toBe("/ml/blog");
    expect(pathIn("en", "/ml")).toBe("/");
    expect(pathIn("en", "/ml/")).toBe("/");
    expect(pathIn("en", "/ml/blog?q=wifi")).toBe("/blog?q=wifi");
    expect(pathIn("en", "/ml?x=1")).toBe("/?x=1");
    expect(pathIn("ml", "https://example.com/a")).toBe("https://example.com/a");
    expect(pathIn("ml", "mailto:a@b.in")).toBe("mailto:a@b.in");
    expect(pathIn("ml", "#main")).toBe("#main");
    expect(unlocalizedPath("/ml/account/tickets/7")).toBe("/account/tickets/7");
  });
});

describe("the languages the database accepts", () => {
  it("are the site's", async () => {
    const { siteLanguages } = await import("~/db/columns");
    const { locales } = await import("./locale");
    expect([...siteLanguages]).toEqual([...locales]);
  });
});

describe("a page's alternates", () => {
  it("name both languages and English as the default, except for English-only pages", () => {
    expect(languageAlternates("/ml/amc-plans", "https://example.in")).toEqual([
      { hrefLang: "en", href: "https://example.in/amc-plans" },
      { hrefLang: "ml", href: "https://example.in/ml/amc-plans" },
      { hrefLang: "x-default", href: "https://example.in/amc-plans" },
    ]);
    expect(languageAlternates("/staff/tickets", "https://example.in")).toEqual([]);
    expect(languageAlternates("/__test/accounts", "https://example.in")).toEqual([]);
  });
});
