import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** What the site layout and the document shell load on every page, as one chunk. */
const layoutModules =
  /[\\/]app[\\/](components[\\/](layout[\\/]|newsletter-form|ui[\\/](icons|honeypot-field|static-region|toaster|button-link)\.)|content[\\/](account-menu|newsletter-form|not-found|navigation|site)\.|lib[\\/](toast[\\/]|meta\.|not-found\.|document-context|use-hydrated|use-static-link-routing|static-regions\.ts))/;

export default defineConfig({
  // The Express app is the server build's entry, so it shares one module graph with the routes
  // (build/server/index.js exports what server/app.ts exports).
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        sourcemap: process.env.BUILD_SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            // Few, larger chunks (docs/decisions/012-performance-budgets.md): React and React Router in
            // one file, and the app's code that nearly every page loads (layout, icons, toasts) in
            // another; what fewer pages use stays in their own chunks.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                { name: "layout", test: layoutModules, priority: 1 },
                { name: "common", test: /[\\/]app[\\/]/, minShareCount: 12, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
