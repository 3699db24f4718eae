// The import rules between the layers of app/ (docs/decisions/011-layers-and-form-pipeline.md), each
// stated once. Biome applies only the last matching override's noRestrictedImports to a file, so
// biome.json needs, for every layer, one override with all the rules that hold there: this script
// writes those overrides from the rules below. `npm run lint` runs it with --check, which fails when
// biome.json differs from what it would write, or when a folder of app/lib is not listed exactly once.
//
//   npm run lint:layers                   rewrite biome.json's layer overrides
//   node scripts/layer-rules.ts --check   fail when biome.json is out of date (part of npm run lint)
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const configFile = path.join(root, "biome.json");

/** Folders of app/lib that features build on; they never import a feature folder. */
const sharedFolders = [
  "audit",
  "casework",
  "email",
  "forms",
  "http",
  "i18n",
  "inbound",
  "jobs",
  "log",
  "money",
  "pdf",
  "public-snapshot",
  "rate-limit",
  "sla",
  "toast",
  "uploads",
];

/** Folders of app/lib that hold one feature each; they never import one another. */
const featureFolders = [
  "auth",
  "blog",
  "careers",
  "chat",
  "contact",
  "contracts",
  "devices",
  "help",
  "invoices",
  "metrics",
  "newsletter",
  "outbox-console",
  "plan-requests",
  "publishing",
  "seo",
  "service-metrics",
  "staff",
  "tickets",
  "visits",
];

/** The modules of a feature folder that other features may import. */
const featureSurface = [
  "auth/auth.server",
  "auth/redirect",
  "auth/roles.server",
  // The published posts and openings: the SEO pages (head tags, JSON-LD, sitemap) list them.
  "blog/posts.server",
  "careers/openings.server",
  // The blog's safe markdown rules: help articles are written and previewed with the same ones.
  "blog/markdown.server",
  // The posts' rules and read time, which the console checks and previews posts with.
  "blog/schema",
  "blog/format",
  "contracts/coverage.server",
  "contracts/period",
  "devices/devices.server",
  "help/search.server",
  // The new-ticket form suggests published articles and records "This solved it" (lib/tickets).
  "help/deflections.server",
  "help/suggestions",
  "invoices/invoices.server",
  "invoices/contract-billing.server",
  "invoices/company.server",
  "invoices/document",
  "invoices/financial-year",
  "invoices/invoice-state",
  "invoices/amount-words",
  "invoices/gst",
  "invoices/gstin",
  "invoices/upi",
  // The outbox's health: the metrics report the figures the dashboard shows.
  "outbox-console/outbox-console.server",
  "plan-requests/requests.server",
  // The publishing kit: versions, restore and the publish moves, shared by help articles, posts and openings.
  "publishing/moves",
  "publishing/records.server",
  "publishing/slug",
  "service-metrics/metrics.server",
  "staff/guard.server",
  "tickets/sla-events",
  "visits/preventive.server",
  "visits/visits.server",
  "visits/transitions",
];

/** Modules internal to their folder: only the folder itself (through ./x) imports them. */
const internalModules = [
  "*/emails.server",
  "*/tokens.server",
  "auth/password.server",
  "auth/session.server",
  "blog/frontmatter.server",
  "chat/text",
  "uploads/zip",
];

const notTests = ["!**/*.test.ts", "!**/*.test.tsx"];

/** The layers: sets of files that no two share, so each file gets exactly one override. */
const layers = {
  featureFolders: [...featureFolders.map((folder) => `app/lib/${folder}/**`), ...notTests],
  sharedFolders: [...sharedFolders.map((folder) => `app/lib/${folder}/**`), ...notTests],
  libModules: ["app/lib/*.ts", "app/lib/*.tsx", ...notTests],
  testing: ["app/testing/**", ...notTests],
  components: ["app/components/**", ...notTests],
  routes: ["app/routes/**", "!app/routes/test/**", "app/root.tsx", ...notTests],
  testRoutes: ["app/routes/test/**", ...notTests],
  entries: ["app/entry.client.tsx", "app/entry.server.tsx", "app/routes.ts"],
  dbAndContent: ["app/db/**", "app/content/**", ...notTests],
} satisfies Record<string, string[]>;
type Layer = keyof typeof layers;

type Rule = { group: string[]; message: string; appliesTo: Layer[] };

/** Each rule once, with the layers it holds in. */
const rules: Rule[] = [
  {
    group: ["~/components/**", "~/routes/**", "~/root", "~/entry.server"],
    message:
      "app/lib and app/testing never import components or routes: imports flow routes → components → lib → db/content.",
    appliesTo: ["featureFolders", "sharedFolders", "libModules", "testing"],
  },
  {
    group: ["../**"],
    message: "Across folders of app/lib, import through ~/lib/<folder>/<module>, so the layer rules can see it.",
    appliesTo: ["featureFolders", "sharedFolders"],
  },
  {
    group: [
      ...featureFolders.map((folder) => `~/lib/${folder}/**`),
      ...featureSurface.map((module) => `!~/lib/${module}`),
    ],
    message: `A feature folder never imports another feature folder, only their shared surface: ${featureSurface.join(", ")}.`,
    appliesTo: ["featureFolders"],
  },
  {
    group: featureFolders.map((folder) => `~/lib/${folder}/**`),
    message: "Shared folders of app/lib never import feature folders: features build on them, not the other way round.",
    appliesTo: ["sharedFolders"],
  },
  {
    group: ["~/routes/**"],
    message: "Components never import routes.",
    appliesTo: ["components"],
  },
  {
    group: ["**/*.server", "**/*.server.ts"],
    message: "Components run in the browser: never import *.server modules.",
    appliesTo: ["components"],
  },
  {
    group: internalModules.map((module) => `~/lib/${module}`),
    message:
      "This module is internal to its folder (docs/decisions/011-layers-and-form-pipeline.md): use the folder's public modules.",
    appliesTo: ["featureFolders", "sharedFolders", "libModules", "components", "routes", "testRoutes"],
  },
  {
    group: ["~/lib/**", "~/components/**", "~/routes/**", "!~/lib/env.server", "!~/lib/log/logger.server"],
    message:
      "db and content sit at the bottom: they import nothing from lib, components or routes (the validated env and the logger excepted for db).",
    appliesTo: ["dbAndContent"],
  },
  {
    group: ["~/testing/**"],
    message:
      "app/testing makes test data: only the test-only routes (app/routes/test/, behind ENABLE_TEST_ROUTES) and the tests import it.",
    appliesTo: ["featureFolders", "sharedFolders", "libModules", "components", "routes", "entries", "dbAndContent"],
  },
];

/** Outside app/: the end-to-end tests take `test` and `expect` from their fixtures. */
const e2eOverride = {
  includes: ["tests/e2e/**", "!tests/e2e/fixtures.ts"],
  paths: {
    "@playwright/test":
      "Import test and expect from tests/e2e/fixtures.ts: its navigations wait for hydration, which starts after the first paint.",
  },
};

function restrictedImports(options: object) {
  return { linter: { rules: { style: { noRestrictedImports: { level: "error", options } } } } };
}

function layerOverrides() {
  const overrides = Object.entries(layers).map(([layer, includes]) => ({
    includes,
    ...restrictedImports({
      patterns: rules
        .filter((rule) => rule.appliesTo.includes(layer as Layer))
        .map(({ group, message }) => ({ group, message })),
    }),
  }));
  return [...overrides, { includes: e2eOverride.includes, ...restrictedImports({ paths: e2eOverride.paths }) }];
}

const isLayerOverride = (override: { linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }) =>
  override.linter?.rules?.style?.noRestrictedImports !== undefined;

/**
 * Each folder of app/lib in exactly one list, and no list naming a folder that is gone: a folder in
 * neither would escape the rules, in both would match two overrides.
 */
function misfiledFolders() {
  const folders = readdirSync(path.join(root, "app/lib"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const listed = [...sharedFolders, ...featureFolders];
  return [
    ...folders.filter((folder) => listed.filter((name) => name === folder).length !== 1),
    ...listed.filter((name) => !folders.includes(name)),
  ];
}

const misfiled = misfiledFolders();
if (misfiled.length > 0) {
  console.error(
    `app/lib/${misfiled.join(", app/lib/")}: list in sharedFolders or featureFolders of scripts/layer-rules.ts.`,
  );
  process.exit(1);
}

const config = JSON.parse(readFileSync(configFile, "utf8"));
const others = config.overrides.filter((override: object) => !isLayerOverride(override));
const wanted = layerOverrides();

if (process.argv.includes("--check")) {
  if (!isDeepStrictEqual(config.overrides.filter(isLayerOverride), wanted)) {
    console.error("biome.json's layer rules differ from scripts/layer-rules.ts: run `npm run lint:layers`.");
    process.exit(1);
  }
} else {
  // The layer overrides first: a later override that sets other rules leaves them in force.
  config.overrides = [...wanted, ...others];
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", configFile], { stdio: "inherit" });
}
