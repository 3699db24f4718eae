// Writes app/assets/icon-sprite.svg: one <symbol> per icon that app/components/ui/icons.tsx names,
// drawn by lucide-react (rendered to markup, so the drawings are exactly lucide's, their shapes then
// written as fewer paths by ./icon-shapes.ts), and the social networks' marks
// (app/components/ui/brand-marks.ts).
// Run `npm run icons` after adding an icon there; a unit test fails while the sprite is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brandMarks } from "../app/components/ui/brand-marks.ts";
import { mergedShapes } from "./icon-shapes.ts";

const root = path.resolve(import.meta.dirname, "..");
export const iconsModule = path.join(root, "app/components/ui/icons.tsx");
export const spriteFile = path.join(root, "app/assets/icon-sprite.svg");

/** `export const Name = spriteIcon("id")` lines: the lucide component's name and the symbol's id. */
export function listIcons(source: string) {
  return [...source.matchAll(/^export const (\w+) = spriteIcon\("([a-z0-9-]+)"\);$/gm)].map((match) => ({
    name: match[1] as string,
    id: match[2] as string,
  }));
}

/** Lucide's drawing of the icon `name`, as the library draws it: the shapes inside its <svg>. */
export function lucideDrawing(name: string): string {
  const component = (lucide as Record<string, unknown>)[name];
  if (!component) throw new Error(`lucide-react has no icon named ${name}`);
  return renderToStaticMarkup(createElement(component as never))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
}

/**
 * A library icon's symbol. What every icon shares is on the symbol rather than on each use in a page
 * (icons.tsx); its drawing inherits fill and stroke width from the page's <svg>, which may change them.
 */
export function strokedSymbol(id: string, drawing: string): string {
  return `<symbol id="${id}" viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${drawing}</symbol>`;
}

export function buildSprite(source: string) {
  // Lucide's shapes, drawn with as few paths as draw them alike (icon-shapes.ts).
  const symbols = listIcons(source).map(({ name, id }) => strokedSymbol(id, mergedShapes(lucideDrawing(name))));
  // The social networks' marks, drawn in-house, after the library's icons (as drawn: filled shapes
  // merged into one path could leave holes where they overlap).
  for (const mark of brandMarks) {
    symbols.push(`<symbol id="${mark.id}" viewBox="0 0 24 24" ${mark.attributes}>${mark.drawing}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.main) {
  writeFileSync(spriteFile, buildSprite(readFileSync(iconsModule, "utf8")));
  console.log(`wrote ${path.relative(root, spriteFile)}`);
}
