import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium.ts";
import { testInvoicingEnv } from "./tests/support/invoicing-env.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/** A port the OS reports free on 127.0.0.1 (asked synchronously: this file is not async). */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

// Chosen once by the runner; its worker processes load this file again and inherit the values.
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_API_PORT ??= freePort();
// The app's own SMTP listener for replies by email, which the tests send mail into.
process.env.E2E_INBOUND_PORT ??= freePort();
// A fresh database for every run (PGlite files in a new temporary directory).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "anantha-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["github"]] : "list",
  // A hang guard, not a speed check: on this 2-core machine with two browsers and the server busy,
  // one journey of several page loads, emails and axe runs takes 8-30 s (median 9 s, 1 in 10 over
  // 20 s in a CI run of 25 November), so 30 s failed sound tests at random.
  timeout: 60_000,
  use: {
    baseURL,
    // A trace costs screenshots and DOM snapshots at every step: record one only when a failed test
    // is retried (CI retries once), which is when it is read.
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // SMTP sink plus a JSON API the tests read received mail from (tests/e2e/support/mail-sink.ts).
      command: "node tests/e2e/support/mail-sink.ts",
      url: `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: process.env.E2E_SMTP_PORT, API_PORT: process.env.E2E_MAIL_API_PORT },
    },
    {
      // The production server on the production build (`npm test` builds first).
      command: "npm run serve",
      url: `${baseURL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        ENABLE_TEST_ROUTES: "1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        PUBLIC_URL: baseURL,
        APP_SECRET: "e2e-only-secret-0123456789abcdef0123456789abcdef",
        // Every test posts from 127.0.0.1; the limit itself is covered by the integration tests.
        RATE_LIMIT_MULTIPLIER: "1000",
        OUTBOX_POLL_INTERVAL_MS: "250",
        INBOUND_SMTP_PORT: process.env.E2E_INBOUND_PORT,
        INBOUND_SMTP_HOST: "127.0.0.1",
        ...testInvoicingEnv,
      },
    },
  ],
});
