import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, iconsModule, listIcons, spriteFile } from "../../../scripts/generate-icon-sprite";

describe("the icon sprite", () => {
  const source = readFileSync(iconsModule, "utf8");

  it("is up to date with the icons the site names (run `npm run icons`)", () => {
    expect(readFileSync(spriteFile, "utf8")).toBe(buildSprite(source));
  });

  it("has one symbol per icon, with unique ids", () => {
    const icons = listIcons(source);
    expect(icons.length).toBeGreaterThan(50);
    expect(new Set(icons.map((icon) => icon.id)).size).toBe(icons.length);
    const sprite = readFileSync(spriteFile, "utf8");
    for (const { id } of icons)
      expect(sprite).toContain(
        `<symbol id="${id}" viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">`,
      );
  });
});
