// Compiles the message catalogue (messages/{en,ml}.json, inlang's message format) into typed message
// functions under app/paraglide/ (generated, not committed) with Paraglide JS (ADR 033). Runs before
// `dev`, `build`, `typecheck` and the unit tests; does nothing when the output is newer than every
// catalogue file. The inlang project (project.inlang/settings.json) names no plugin modules: those are
// fetched from a CDN, and this machine has no internet — the message-format plugin is given here.
import fs from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { compileProject, writeOutput } from "@inlang/paraglide-js";
import messageFormat from "@inlang/plugin-message-format";
import { loadProjectFromDirectory } from "@inlang/sdk";

const root = join(import.meta.dirname, "..");
const outdir = join(root, "app/paraglide");
const inputs = ["project.inlang/settings.json", "messages/en.json", "messages/ml.json"].map((file) => join(root, file));
const stampFile = join(outdir, ".inputs-hash");

const hash = createHash("sha256");
for (const file of inputs) hash.update(fs.readFileSync(file));
const stamp = hash.digest("hex");
if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) process.exit(0);

const started = performance.now();
const project = await loadProjectFromDirectory({
  path: join(root, "project.inlang"),
  fs,
  providePlugins: [messageFormat],
});
const errors = await project.errors.get();
if (errors.length > 0) {
  for (const error of errors) console.error(`[messages] ${error.message}`);
  process.exit(1);
}
const output = await compileProject({
  project,
  compilerOptions: {
    // The locale is always passed explicitly ({ locale }): messages are resolved on the server for the
    // request's language, so no strategy reads a cookie or a global.
    strategy: ["baseLocale"],
    emitTsDeclarations: true,
    outputStructure: "message-modules",
  },
});
await project.close();
// Written beside, then swapped in: `typecheck` and `build` may compile at the same moment.
const staging = `${outdir}.${process.pid}`;
fs.rmSync(staging, { recursive: true, force: true });
await writeOutput({ directory: staging, output, fs: fs.promises });
fs.writeFileSync(join(staging, ".inputs-hash"), stamp);
fs.rmSync(outdir, { recursive: true, force: true });
try {
  fs.renameSync(staging, outdir);
} catch {
  // Another compile swapped its (identical) output in first.
  fs.rmSync(staging, { recursive: true, force: true });
}
console.log(`[messages] compiled ${Object.keys(output).length} files in ${Math.round(performance.now() - started)} ms`);
process.exit(0);
