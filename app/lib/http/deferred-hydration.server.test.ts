import { describe, expect, it } from "vitest";
import { BOOTSTRAP_ID, deferHydration, STARTER } from "./deferred-hydration.server";
import { inlineHashes } from "./inline-hashes.server";

const bootstrap =
  'import * as route0 from "/assets/root-a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-b.js");';
const page = [
  "<!DOCTYPE html><html><head><title>t</title>",
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/root-a.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/><style id="site-css">p{}</style></head>',
  "<body><main><p>Text</p></main>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${bootstrap}</script>`,
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

describe("deferHydration", () => {
  const deferred = deferHydration(page);

  it("takes the module preloads out of the document and lists each module once on the bootstrap", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain(
      `<script type="text/plain" id="${BOOTSTRAP_ID}" data-modules="/assets/entry.client-b.js /assets/root-a.js">`,
    );
  });

  it("keeps the bootstrap's text exactly, inert, followed by the starter", () => {
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).toContain(
      `data-modules="/assets/entry.client-b.js /assets/root-a.js">${bootstrap}</script><script>${STARTER}</script>`,
    );
  });

  it("leaves everything else where it was", () => {
    expect(deferred).toContain("<body><main><p>Text</p></main><script>window.__reactRouterContext = {};</script>");
    expect(
      deferred.endsWith("<script>window.__reactRouterContext.streamController.close();</script></body></html>"),
    ).toBe(true);
  });

  it("gives the bootstrap the same policy hash it had as a module script, and adds the starter's", () => {
    const before = inlineHashes(page).scripts;
    const after = inlineHashes(deferred).scripts;
    expect(after).toEqual(expect.arrayContaining([...before]));
    expect(after).toHaveLength(before.length + 1);
  });

  it("writes React Router's indented route manifest compactly, the same data", () => {
    const manifest = { routes: { root: { id: "root", module: "/assets/root-a.js", imports: [] } }, version: "1" };
    const withManifest = page.replace(
      "window.__reactRouterRouteModules",
      `window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules`,
    );
    const result = deferHydration(withManifest);
    expect(result).toContain(
      `window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.__reactRouterRouteModules`,
    );
    expect(result).not.toContain('{\n  "routes"');
  });

  it("returns a document without a bootstrap unchanged", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Error</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
