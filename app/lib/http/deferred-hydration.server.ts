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
// The bootstrap's text is unchanged, so the hash the Content-Security-Policy already gives every
// inline script (inline-hashes.server.ts) is the one the re-inserted module script needs, and the
// modules it imports stay trusted through 'strict-dynamic'.

export const BOOTSTRAP_ID = "hydration-bootstrap";

// React renders boolean attributes as `async=""`; the bootstrap is the document's one module script.
const MODULE_BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Waits for a frame to be painted, then adds the preloads and runs the bootstrap. The same text on
 * every page (the module list is in the bootstrap's data attribute), so it costs one hash in the policy.
 */
export const STARTER = `(()=>{const b=document.getElementById("${BOOTSTRAP_ID}");if(!b)return;const start=()=>{for(const href of b.dataset.modules.split(" ").filter(Boolean)){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}const s=document.createElement("script");s.type="module";s.textContent=b.textContent;b.replaceWith(s)};if(document.visibilityState==="hidden")start();else requestAnimationFrame(()=>setTimeout(start))})()`;

/** The document with its module preloads and bootstrap deferred; unchanged when it has no bootstrap. */
export function deferHydration(html: string): string {
  const bootstrap = MODULE_BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const modules = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string))];
  const inert = `<script type="text/plain" id="${BOOTSTRAP_ID}" data-modules="${modules.join(" ")}">${bootstrap[1]}</script><script>${STARTER}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_BOOTSTRAP, () => inert);
}
