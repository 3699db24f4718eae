import { describe, expect, it } from "vitest";
import { heroIllustrationFile } from "~/components/ui/hero-illustration.server";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";

describe("the home hero's drawing as a file", () => {
  it("has its caption in the address's language, under a version taken from its bytes", () => {
    const english = heroIllustrationFile("en");
    const malayalam = heroIllustrationFile("ml");
    expect(english.svg).toContain(sectionsEn.homeSections.hero.illustrationCaption);
    expect(malayalam.svg).toContain(sectionsMl.homeSections.hero.illustrationCaption);
    expect(english.src).toMatch(/^\/illustrations\/home-hero\.svg\?v=[0-9a-f]{12}$/);
    expect(malayalam.src).toMatch(/^\/ml\/illustrations\/home-hero\.svg\?v=[0-9a-f]{12}$/);
  });

  it("names the Malayalam font first for a Malayalam caption, so the browser need not search for one", () => {
    // A file shown by an <img> has neither the page's font stack nor its faces.
    expect(heroIllustrationFile("ml").svg).toContain(
      'font-family="&quot;Noto Sans Malayalam&quot;, system-ui, sans-serif"',
    );
    expect(heroIllustrationFile("en").svg).toContain('font-family="system-ui, sans-serif"');
  });
});
