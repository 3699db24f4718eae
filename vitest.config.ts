import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // One temporary PostgreSQL server for the run (skipped with a reason where none can start).
    globalSetup: ["tests/integration/global-setup.ts"],
    env: { NODE_ENV: "test" },
    // PostgreSQL start-up and the real-server tests take longer than unit tests.
    hookTimeout: 120_000,
  },
});
