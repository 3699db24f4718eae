// Lets a script run app modules directly under Node: resolves the `~/` alias (tsconfig paths) and
// the extension-less relative imports inside app/ (and tests/support/) the way Vite does. Import this module first.
import { existsSync, statSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");
// The tests' shared helpers (e.g. the throw-away PostgreSQL server) are written the same way.
const testSupportDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../tests/support");
const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();

registerHooks({
  resolve(specifier, context, nextResolve) {
    let base: string | null = null;
    if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
    else if (specifier.startsWith(".") && context.parentURL?.startsWith("file:")) {
      const parent = fileURLToPath(context.parentURL);
      if (parent.startsWith(appDir) || parent.startsWith(testSupportDir))
        base = path.resolve(path.dirname(parent), specifier);
    }
    if (base) {
      const found = [base, `${base}.ts`, `${base}.tsx`].find(isFile);
      if (found) return nextResolve(pathToFileURL(found).href, context);
    }
    return nextResolve(specifier, context);
  },
});
