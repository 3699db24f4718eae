import { defineConfig } from "vitest/config";
import { testInvoicingEnv } from "./tests/support/invoicing-env.ts";

/** Files that measure response times against each other: they run alone, after everything else. */
const runAlone = ["tests/integration/auth-timing.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // One temporary PostgreSQL server for the run (skipped with a reason where none can start).
    globalSetup: ["tests/integration/global-setup.ts"],
    // The app's log lines stay out of the test output; a test reads them with app/testing/logs.ts.
    env: { NODE_ENV: "test", LOG_LEVEL: "silent", ...testInvoicingEnv },
    // PostgreSQL start-up and the real-server tests take longer than unit tests.
    hookTimeout: 120_000,
    // A test that opens PGlite or starts a process takes a second or two on a quiet machine and was
    // seen past vitest's default 5 s on a busy one (db-backup in CI): a test that hangs still fails.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "tests",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
          exclude: runAlone,
          // Vitest's default on two cores is one worker, but most integration files wait on servers,
          // SMTP and PostgreSQL rather than compute: two workers keep both cores busy.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "timing", include: runAlone, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
