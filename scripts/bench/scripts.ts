// The JavaScript a document makes the browser load before the page is interactive: the scripts and
// module preloads it names, the modules its inline module scripts import, and everything those import
// statically (not `import()`, which loads later, on demand). Shared by bench:weight and bench:load.

/** Static import specifiers of a module's source: `import x from "…"`, `import "…"`, `export … from "…"`. */
function staticImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)(["'`])([^"'`]+\.js)\1/g))
    found.add(match[2] as string);
  return [...found];
}

/** Every script URL (absolute) the document loads at once, with its text, in discovery order. */
export async function firstLoadScripts(documentUrl: string, html: string): Promise<Map<string, string>> {
  const pending: string[] = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) pending.push(match[1] as string);
  for (const match of html.matchAll(/<script[^>]* src="([^"]+)"/g)) pending.push(match[1] as string);
  for (const match of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    pending.push(...staticImports(match[1] ?? ""));
  }
  // The bootstrap deferred until after the first paint (app/lib/http/deferred-hydration.server.ts):
  // its preloads and imports still load before the page is interactive.
  for (const match of html.matchAll(
    /<script type="text\/plain" id="hydration-bootstrap" data-modules="([^"]*)">([\s\S]*?)<\/script>/g,
  )) {
    pending.push(...(match[1] ?? "").split(" ").filter(Boolean), ...staticImports(match[2] ?? ""));
  }
  const scripts = new Map<string, string>();
  const queue = pending.map((src) => new URL(src, documentUrl).href);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (scripts.has(url)) continue;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const text = await response.text();
    scripts.set(url, text);
    for (const specifier of staticImports(text)) queue.push(new URL(specifier, url).href);
  }
  return scripts;
}
