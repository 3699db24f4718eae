import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** App modules by where they are needed, as a path pattern under app/. */
const appModules = (pattern: string) => new RegExp(String.raw`[\\/]app[\\/](${pattern})`);

/**
 * The document shell of every page, the sign-in pages' included: boundaries (their screens load when a
 * page fails), toasts, icons, and
 * the count formatter the words of forms and pages share (left to itself it would pull the page into
 * the shared 'common' chunk for 150 bytes). Not the logo: in the browser only the sign-in pages' layout
 * draws it (the site's header is a static region), so it rides with that layout's chunk.
 */
const shellModules = new RegExp(
  `${
    appModules(
      String.raw`components[\\/](layout[\\/](error-islands|flash-toast|inline-styles|skip-link)|ui[\\/](icons|toaster|honeypot-field|table-scroller))\.|assets[\\/]icon-sprite|content[\\/](site-identity|numbers)\.ts|lib[\\/](toast[\\/]|i18n[\\/](locale|localized|use-locale)\.|meta\.|document-context|use-hydrated|lazy-island|forms[\\/]honeypot\.)`,
    ).source
  }|preload-helper`,
);

/** The marketing site's frame: header, footer, page header, static regions, the not-found page. */
const siteModules = appModules(
  String.raw`components[\\/](layout[\\/](use-header-controls|use-newsletter-forms|use-signed-in-user)|sections[\\/](page-header|island-section)|ui[\\/](static-region|button-link)\.)|content[\\/]account-menu\.ts|lib[\\/](use-static-link-routing|static-regions\.ts|not-found\.)`,
);

/** React, React DOM, React Router and the client entry. */
const frameworkModules =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|rolldown[\\/:]runtime|entry\.client/;

/**
 * What every page with a form needs at first load (its schema is loaded lazily, without zod at first).
 * A form's own names and limits (lib/<feature>/form.ts) stay with its pages: the account forms' in
 * the 'accounts' group, the others in their page's chunk, so no form page loads another's.
 */
const formModules = appModules(
  String.raw`components[\\/]ui[\\/](form-fields|use-form-validation)\.|content[\\/]forms\.ts`,
);

/** The account forms' words, parts and helpers (sign-in, sign-up, password reset, email confirmation). */
const accountFormModules = appModules(
  String.raw`components[\\/](auth[\\/]|ui[\\/]use-action-toast\.)|content[\\/]accounts\.ts|lib[\\/]auth[\\/](form|password-policy)\.`,
);

/**
 * Chunk groups that take only the modules they name (`includeDependenciesRecursively: false`, below)
 * need entry chunks that may export more than their source declares; React Router's plugin asks for
 * 'exports-only'. Route modules are only read by the names React Router knows, so extension is safe.
 */
function allowEntryExtension(): Plugin {
  return {
    name: "allow-entry-extension",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "client") return;
      for (const options of [config.build?.rollupOptions, config.build?.rolldownOptions]) {
        if (options) options.preserveEntrySignatures = "allow-extension";
      }
    },
  };
}

/**
 * React Router writes the whole route manifest to assets/manifest-<version>.js for every build; only
 * the 'initial' route discovery loads it. With lazy discovery (react-router.config.ts) no page asks
 * for it, and left among the public files it would list the staff console's routes to anyone
 * (server/console-routes.ts). It is written while the server build is made, so it goes after that.
 */
function dropWholeRouteManifest(): Plugin {
  return {
    name: "drop-whole-route-manifest",
    apply: "build",
    async closeBundle() {
      if (this.environment.name !== "ssr") return;
      const assets = path.resolve(import.meta.dirname, "build/client/assets");
      const files = await readdir(assets).catch(() => []);
      await Promise.all(
        files.filter((file) => /^manifest-[\w-]+\.js$/.test(file)).map((file) => rm(path.join(assets, file))),
      );
    },
  };
}

/** The per-file compile hint (github.com/WICG/explicit-javascript-compile-hints-file-based). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk that gets the hint: React, React DOM, React Router and the shell, which every page runs as it starts. */
const HINTED_CHUNK = "entry.client";

/**
 * The framework's script file starts with the compile hint. Chromium then compiles all of a
 * file's functions on the thread that streams the file in, not each on the main thread the first time it
 * runs: 60-90 ms of lazy compiling per first load of a page on our machine, most of it inside
 * hydration's tasks (docs/decisions/012-performance-budgets.md). It must be the file's first line (one
 * line down, after Vite's list of preloads, Chromium ignored it), so it goes in after Vite wrote that
 * list and after minification, which drops comments. Other browsers ignore it.
 */
function compileHint(): Plugin {
  return {
    name: "compile-hint",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || file.name !== HINTED_CHUNK) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          // The source map (BUILD_SOURCEMAP=1) moves one line down with the code.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const json = JSON.parse(map.source);
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig({
  // The Express app is the server build's entry, so it shares one module graph with the routes
  // (build/server/index.js exports what server/app.ts exports).
  plugins: [tailwindcss(), reactRouter(), allowEntryExtension(), dropWholeRouteManifest(), compileHint()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        sourcemap: process.env.BUILD_SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            // Few, larger chunks (docs/decisions/012-performance-budgets.md): React, React Router and the
            // entry in one file; the shell every page loads; the marketing site's frame; what form pages
            // need. Whatever fewer pages use stays in the page's own chunk.
            codeSplitting: {
              groups: [
                {
                  // The document shell every page needs rides with the framework: one request fewer.
                  name: "framework",
                  test: (id: string) => frameworkModules.test(id) || shellModules.test(id),
                  priority: 3,
                },
                { name: "forms", includeDependenciesRecursively: false, test: formModules, priority: 2 },
                { name: "site", includeDependenciesRecursively: false, test: siteModules, priority: 2 },
                {
                  name: "accounts",
                  includeDependenciesRecursively: false,
                  test: accountFormModules,
                  priority: 2,
                },
                {
                  // The newsletter pages' box and words (subscribe, confirm, unsubscribe): one file.
                  name: "newsletter",
                  includeDependenciesRecursively: false,
                  test: appModules(String.raw`components[\\/]newsletter-form\.|content[\\/]newsletter(-form)?\.ts`),
                  priority: 2,
                },
                {
                  // The staff console's own modules (its kit, words and kernel; not its route modules,
                  // which stay entries of their own): never in the 'common' chunk that public pages
                  // load, so no public page downloads console code.
                  name: "console",
                  includeDependenciesRecursively: false,
                  test: appModules(String.raw`components[\\/]staff[\\/]|content[\\/]staff|lib[\\/]casework[\\/]`),
                  priority: 2,
                },
                { name: "common", test: /[\\/]app[\\/]/, minShareCount: 12, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
