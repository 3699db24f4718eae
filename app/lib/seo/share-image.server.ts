// The Open Graph / Twitter image of a page: a 1200×630 picture of its title and section on the brand
// colours, drawn as SVG here and rendered to PNG at build time (scripts/build-seo-assets.ts). The
// server names the same file from the same drawing, so the name's hash changes whenever the picture
// does and the file can be cached for a year under /assets/.
import { createHash } from "node:crypto";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Where the build writes the images, under the client build (and the URL path). */
export const SHARE_IMAGE_DIR = "/assets/og";
/** Raise when the renderer or its font changes the pixels without changing the drawing. */
const RENDER_VERSION = "1";
/** The font the build renders with (Debian's fonts-liberation, a dependency of chromium). */
export const SHARE_IMAGE_FONT = "Liberation Sans";

export type ShareImageInput = {
  /** Stable file name stem, e.g. "services-cctv-systems". */
  key: string;
  title: string;
  /** The label above the title ("" for none). */
  section: string;
  siteName: string;
  /** The line at the bottom, e.g. the web address and phone number. */
  footer: string;
};

export type ShareImage = { path: string; svg: string };

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Splits a title into lines of at most `maxChars` characters (by words; a longer word is cut), and
 * ends the last allowed line with an ellipsis when the title is longer. SVG text does not wrap itself.
 */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] = `${last.length > maxChars - 1 ? last.slice(0, maxChars - 1).trimEnd() : last}…`;
  return kept;
}

/** The drawing: brand gradient, the logo and name, section, title (up to three lines) and footer. */
export function shareImageSvg({ title, section, siteName, footer }: Omit<ShareImageInput, "key">): string {
  // Long titles get a smaller size so that three lines still hold them (about 0.55 em per character).
  const large = title.length <= 60;
  const fontSize = large ? 68 : 56;
  const lineHeight = Math.round(fontSize * 1.18);
  const lines = wrapTitle(title, large ? 28 : 34, 3);
  const titleTop = section ? 300 : 250;
  const tspans = lines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  const sectionText = section
    ? `<text x="80" y="222" font-size="28" font-weight="700" letter-spacing="3" fill="#5eead4">${escapeXml(section.toUpperCase())}</text>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}" font-family="${SHARE_IMAGE_FONT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
    `<circle cx="1120" cy="60" r="300" fill="#ffffff" fill-opacity="0.06"/>`,
    `<circle cx="1160" cy="620" r="180" fill="#14b8a6" fill-opacity="0.12"/>`,
    // The logo of public/favicon.svg at 72 px, on a white tile so it stands out of the blue.
    `<g transform="translate(80 64) scale(1.8)"><rect width="40" height="40" rx="10" fill="#ffffff"/><path d="M8 21c3.5-6 7.5-9 12-9s8.5 3 12 9c-3.5 6-7.5 9-12 9s-8.5-3-12-9Z" fill="none" stroke="#1d4ed8" stroke-width="2.5"/><circle cx="20" cy="21" r="4.5" fill="#14b8a6"/></g>`,
    `<text x="176" y="112" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(siteName)}</text>`,
    sectionText,
    `<text font-size="${fontSize}" font-weight="700" fill="#ffffff">${tspans}</text>`,
    `<rect x="80" y="522" width="96" height="6" rx="3" fill="#14b8a6"/>`,
    `<text x="80" y="576" font-size="28" fill="#dbeafe">${escapeXml(footer)}</text>`,
    `</svg>`,
  ].join("");
}

/** The image's URL path (with the drawing's hash) and its drawing. */
export function shareImage(input: ShareImageInput): ShareImage {
  const svg = shareImageSvg(input);
  const hash = createHash("sha256").update(RENDER_VERSION).update(svg).digest("hex").slice(0, 10);
  return { path: `${SHARE_IMAGE_DIR}/${input.key}.${hash}.png`, svg };
}
