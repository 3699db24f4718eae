// Hydration starts after the first paint (docs/decisions/012-performance-budgets.md, "Fourth step").
//
// React Router's <Scripts> names every module of the page as a <link rel="modulepreload"> in <head>
// and imports them from an inline module script, so a phone starts downloading ~115 kB of JavaScript
// while it is still receiving and drawing the document: on a slow connection the scripts compete with
// the page for bandwidth, and Lighthouse's model charges every byte of them to the largest paint. The
// page needs none of it to be read — it is complete server markup, and every link and form works
// without JavaScript — so this moves the download behind the first paint: the preloads are taken out
// of the document, the bootstrap is kept, inert, as a `type="text/plain"` block, and a small starter
// puts both back once the browser has painted (or at once in a background tab, where no frame comes).
//
// The Content-Security-Policy hashes every inline script of the finished document
// (inline-hashes.server.ts), the inert bootstrap included: the module script the starter makes of it
// has the same text, so it may run, and the modules it imports are trusted through 'strict-dynamic'.

export const BOOTSTRAP_ID = "hydration-bootstrap";

// React renders boolean attributes as `async=""`; the bootstrap is the document's one module script.
const MODULE_BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
// React Router prints the routes' manifest indented (JSON.stringify(…, null, 2)); compact, it is the
// same data in fewer bytes.
const INDENTED_MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});\n/;

/**
 * Waits for the page to be painted, then adds the preloads and runs the bootstrap. The same text on
 * every page (the module list is in the bootstrap's data attribute), so it costs one hash in the policy.
 *
 * It waits two frames, not one. The starter runs when the parse ends, and the next frame draws what
 * the parse added last, often the page's largest text on a long or Malayalam page. The browser shows
 * that frame only once it is rasterised, and a task queued from that frame's callback ran before: the
 * scripts were requested before the largest text was on screen, and Lighthouse's model of a slow phone
 * then charges their download to the largest paint (LCP 1.6–2.1 s instead of 0.9–1.1 s in 6 loads of
 * 41; in one of 39 after waiting the second frame: docs/decisions/012-performance-budgets.md).
 */
export const STARTER = `(()=>{const d=document,b=d.getElementById("${BOOTSTRAP_ID}"),s=()=>{for(const h of b.dataset.modules.split(" ").filter(Boolean))d.head.append(Object.assign(d.createElement("link"),{rel:"modulepreload",href:h}));b.replaceWith(Object.assign(d.createElement("script"),{type:"module",textContent:b.textContent}))};d.hidden?s():requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(s)))})()`;

/** The document with its module preloads and bootstrap deferred; unchanged when it has no bootstrap. */
export function deferHydration(html: string): string {
  const bootstrap = MODULE_BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const modules = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string))];
  const code = (bootstrap[1] ?? "").replace(INDENTED_MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json))};\n`;
    } catch {
      return whole; // not the shape this expects: leave it as React Router wrote it
    }
  });
  const inert = `<script type="text/plain" id="${BOOTSTRAP_ID}" data-modules="${modules.join(" ")}">${code}</script><script>${STARTER}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_BOOTSTRAP, () => inert);
}
