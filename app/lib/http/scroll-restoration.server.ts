// React Router's <ScrollRestoration> prints an inline script that, while the document is parsed, gives
// a fresh history entry a key (history.replaceState) and reads the positions saved in sessionStorage to
// put a reloaded or revisited page back where it was. On a first visit there is nothing to put back,
// yet the two calls cost about 11 ms at the end of the parse (each is a first, synchronous trip to the
// browser's process), time that lands after the first paint (docs/decisions/012-performance-budgets.md,
// "Fifth step"). The rewritten script does the same for a revisited entry, at once; for a fresh one it
// only makes the key, in a task of its own after the parse — before the modules that read it arrive.
// The key comes with `idx: 0`, the index React Router's history gives a fresh entry when it starts:
// finding it there, the router does not write the entry a second time (another trip to the browser's
// process, 1–13 ms on this machine, inside a hydration task).

/** The script's body as React Router 8 prints it, up to its arguments. */
const RESTORE_SCRIPT =
  /<script>\(\(storageKey, restoreKey\) => \{\s*if \(!window\.history\.state \|\| !window\.history\.state\.key\) \{\s*let key = Math\.random\(\)\.toString\(32\)\.slice\(2\);\s*window\.history\.replaceState\(\{ key \}, ""\);\s*\}\s*try \{\s*let storedY = JSON\.parse\(sessionStorage\.getItem\(storageKey\) \|\| "\{\}"\)\[restoreKey \|\| window\.history\.state\.key\];\s*if \(typeof storedY === "number"\) window\.scrollTo\(0, storedY\);\s*\} catch \(error\) \{\s*console\.error\(error\);\s*sessionStorage\.removeItem\(storageKey\);\s*\}\s*\}\)\(("[^"]*"), (null|"[^"]*")\)<\/script>/;

/** Restores a revisited entry's position at once; a fresh entry (nothing saved) only gets its key, later. */
export const LIGHT_RESTORE = (storageKey: string, restoreKey: string) =>
  `<script>((s,r)=>{const h=window.history,k=()=>h.replaceState({key:Math.random().toString(32).slice(2),idx:0},"");if(!h.state?.key&&r===null){setTimeout(()=>h.state?.key||k());return}h.state?.key||k();try{const y=JSON.parse(sessionStorage.getItem(s)||"{}")[r||h.state.key];if(typeof y==="number")scrollTo(0,y)}catch(e){console.error(e);sessionStorage.removeItem(s)}})(${storageKey},${restoreKey})</script>`;

/** The document with React Router's scroll script made light; unchanged if that script is not found as expected. */
export function lightenScrollRestoration(html: string): string {
  return html.replace(RESTORE_SCRIPT, (_whole, storageKey: string, restoreKey: string) =>
    LIGHT_RESTORE(storageKey, restoreKey),
  );
}
