// The sprite's icons draw as lucide draws them: their shapes, written as fewer paths
// (scripts/icon-shapes.ts), must not move a line. Each icon is drawn twice at 96 px, from the sprite
// and from lucide's own shapes, and the two pictures compared: edges may differ in their smoothing
// (a circle drawn as arcs, crossing strokes smoothed once; up to 37 of 255 here), never in where a
// line runs (a line moved or missing differs by about 238 where it was and where it went).
import { readFileSync } from "node:fs";
import { PNG } from "pngjs";
import { iconsModule, listIcons, lucideDrawing, spriteFile, strokedSymbol } from "../../scripts/generate-icon-sprite";
import { expect, test } from "./fixtures";

/**
 * A pixel differs when one of its colours does by more than SMOOTHING (of 255); an icon may have a few
 * such pixels, where two strokes cross (smoothed once in one path, twice apart: 1–2 pixels here).
 */
const SMOOTHING = 96;
const PIXELS_ALLOWED = 6;
/** Each drawing's size, and how many sit in a row of each picture. */
const SIZE = 96;
const COLUMNS = 10;

test("every icon of the sprite draws as lucide's own drawing", async ({ page }) => {
  const icons = listIcons(readFileSync(iconsModule, "utf8"));
  const sprite = readFileSync(spriteFile, "utf8").replace("<svg ", '<svg style="display:none" ');
  const fromSprite = icons.map(
    ({ id }) => `<svg width="${SIZE}" height="${SIZE}" fill="none" stroke-width="2"><use href="#${id}"/></svg>`,
  );
  // Lucide's drawings as they are, in symbols like the sprite's, drawn the same way (a <use> draws an
  // edge a little differently from the same shape written in the page).
  const lucideSymbols = icons.map(({ name, id }) => strokedSymbol(`lucide-${id}`, lucideDrawing(name)));
  const fromLucide = icons.map(
    ({ id }) => `<svg width="${SIZE}" height="${SIZE}" fill="none" stroke-width="2"><use href="#lucide-${id}"/></svg>`,
  );
  // The two pictures side by side, the same icon at the same place in each: one screenshot for all.
  const rows = Math.ceil(icons.length / COLUMNS);
  const grid = (drawings: string[]) =>
    `<div style="display:grid;grid-template-columns:repeat(${COLUMNS},${SIZE}px);grid-auto-rows:${SIZE}px">${drawings.join("")}</div>`;
  await page.setViewportSize({ width: 2 * COLUMNS * SIZE, height: rows * SIZE });
  await page.setContent(
    `<body style="margin:0;display:flex;background:#fff;color:#123">${sprite}<svg style="display:none">${lucideSymbols.join("")}</svg>${grid(fromSprite)}${grid(fromLucide)}</body>`,
  );
  const picture = PNG.sync.read(await page.screenshot());
  const half = COLUMNS * SIZE;
  const differing = new Map<string, number>();
  for (let y = 0; y < rows * SIZE; y++)
    for (let x = 0; x < half; x++) {
      const at = (y * picture.width + x) * 4;
      const differs = [0, 1, 2].some(
        (channel) =>
          Math.abs((picture.data[at + channel] ?? 0) - (picture.data[at + half * 4 + channel] ?? 0)) > SMOOTHING,
      );
      const icon = icons[Math.floor(y / SIZE) * COLUMNS + Math.floor(x / SIZE)];
      if (differs && icon) differing.set(icon.id, (differing.get(icon.id) ?? 0) + 1);
    }
  const moved = [...differing].filter(([, pixels]) => pixels > PIXELS_ALLOWED);
  expect(icons.length).toBeGreaterThan(50);
  expect(moved).toEqual([]);
});
