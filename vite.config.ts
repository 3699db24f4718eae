import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** App modules by where they are needed, as a path pattern under app/. */
const appModules = (pattern: string) => new RegExp(String.raw`[\\/]app[\\/](${pattern})`);

/** The document shell of every page, the sign-in pages' included: boundaries, toasts, icons, logo. */
const shellModules = new RegExp(
  `${
    appModules(
      String.raw`components[\\/](layout[\\/](error-screen|flash-toast|inline-styles|logo|skip-link)|ui[\\/](icons|toaster|honeypot-field))\.|assets[\\/]icon-sprite|content[\\/]site\.|lib[\\/](toast[\\/]|meta\.|document-context|use-hydrated|forms[\\/]honeypot\.)`,
    ).source
  }|preload-helper`,
);

/** The marketing site's frame: header, footer, page header, static regions, the not-found page. */
const siteModules = appModules(
  String.raw`components[\\/](layout[\\/](site-header|site-footer|account-menu|social-icons|use-signed-in-user|not-found-content)|newsletter-form|sections[\\/]page-header|ui[\\/](static-region|button-link)\.)|content[\\/](account-menu|newsletter-form|not-found|navigation)\.|lib[\\/](use-static-link-routing|static-regions\.ts|not-found\.)`,
);

/** What a page with a form needs at first load (its schema is loaded lazily, without zod at first). */
const formModules = appModules(
  String.raw`components[\\/]ui[\\/](form-fields|use-form-validation|use-action-toast)\.|content[\\/]forms\.|lib[\\/][a-z-]+[\\/]form\.`,
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

export default defineConfig({
  // The Express app is the server build's entry, so it shares one module graph with the routes
  // (build/server/index.js exports what server/app.ts exports).
  plugins: [tailwindcss(), reactRouter(), allowEntryExtension()],
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
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime|entry\.client/,
                  priority: 3,
                },
                { name: "forms", includeDependenciesRecursively: false, test: formModules, priority: 2 },
                { name: "site", includeDependenciesRecursively: false, test: siteModules, priority: 2 },
                {
                  name: "accounts",
                  includeDependenciesRecursively: false,
                  test: appModules(String.raw`components[\\/]auth[\\/]|content[\\/]accounts\.`),
                  priority: 2,
                },
                { name: "shell", includeDependenciesRecursively: false, test: shellModules, priority: 1 },
                { name: "common", test: /[\\/]app[\\/]/, minShareCount: 12, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
