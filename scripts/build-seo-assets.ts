// Build step of `npm run build`: renders each page's 1200×630 share image, and the icons
// derived from public/favicon.svg (favicon.ico, apple-touch-icon.png, the manifest's icon-192/512.png),
// into the client build. The pictures are drawn by app/lib/seo/share-image.server.ts, the same module
// the server names them with, and rendered by resvg with Debian's Liberation Sans (a dependency of
// chromium; `apt-get install fonts-liberation` elsewhere). A rendered image is kept in
// node_modules/.cache by its hashed name, so a rebuild renders only what changed.
import "./support/app-imports.ts";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const cacheDir = path.join(root, "node_modules/.cache/share-images");
const started = performance.now();

const { seoPages, defaultShareImage } = await import("~/lib/seo/pages.server");
const { SHARE_IMAGE_FONT } = await import("~/lib/seo/share-image.server");

const fontDir = "/usr/share/fonts/truetype/liberation";
const fontFiles = ["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"].map((name) => path.join(fontDir, name));
if (!fontFiles.every((file) => existsSync(file))) {
  console.error(
    `Share images need the ${SHARE_IMAGE_FONT} font in ${fontDir}: apt-get install fonts-liberation (chromium brings it).`,
  );
  process.exit(1);
}
const renderOptions: ResvgRenderOptions = {
  font: { fontFiles, loadSystemFonts: false, defaultFontFamily: SHARE_IMAGE_FONT },
};

function renderPng(svg: string, width?: number): Buffer {
  const options = width ? { ...renderOptions, fitTo: { mode: "width" as const, value: width } } : renderOptions;
  return new Resvg(svg, options).render().asPng();
}

// Share images. Posts and openings are the database's, which the build cannot read: their pages show
// their list page's image (app/lib/seo/pages.server.ts' publishedPage), so the pages without them
// name every image there is.
const images = [...seoPages({ posts: [], openings: [] }).map((page) => page.image), defaultShareImage().image];
await mkdir(cacheDir, { recursive: true });
let rendered = 0;
for (const image of images) {
  const name = path.basename(image.path);
  const cached = path.join(cacheDir, name);
  if (!existsSync(cached)) {
    await writeFile(cached, renderPng(image.svg));
    rendered++;
  }
  const target = path.join(clientDir, image.path);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(cached, target);
}

// Icons from the logo. The apple-touch icon is square and opaque: iOS rounds the corners itself.
const logo = await readFile(path.join(root, "public/favicon.svg"), "utf8");
const squareLogo = logo.replace(/ rx="[\d.]+"/, "");
const icon = (svg: string, size: number) => renderPng(svg, size);
await writeFile(path.join(clientDir, "apple-touch-icon.png"), icon(squareLogo, 180));
await writeFile(path.join(clientDir, "icon-192.png"), icon(logo, 192));
await writeFile(path.join(clientDir, "icon-512.png"), icon(logo, 512));
await writeFile(path.join(clientDir, "favicon.ico"), icoFile([16, 32, 48].map((size) => icon(logo, size))));

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format revision). */
function icoFile(pngs: Buffer[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  for (const png of pngs) {
    // A PNG's width and height are big-endian at bytes 16 and 20 of its IHDR chunk.
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width >= 256 ? 0 : width, 0);
    entry.writeUInt8(height >= 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...pngs]);
}

console.log(
  `SEO assets: ${images.length} share images (${rendered} rendered, ${images.length - rendered} from cache), 4 icons in ${Math.round(performance.now() - started)} ms`,
);
