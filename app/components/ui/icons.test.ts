import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

  it("has every icon that on-demand code makes where it draws it (the chat panel's, the previews')", () => {
    const listed = new Set(listIcons(source).map((icon) => icon.id));
    const app = path.dirname(path.dirname(path.dirname(iconsModule)));
    const made: string[] = [];
    for (const file of readdirSync(app, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file) || path.join(app, file) === iconsModule) continue;
      for (const match of readFileSync(path.join(app, file), "utf8").matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)) {
        made.push(match[1] as string);
      }
    }
    expect(made.length).toBeGreaterThan(20);
    expect(made.filter((id) => !listed.has(id))).toEqual([]);
  });
});
