// Starts the production server (as `npm run serve` does, on the existing build) on a free loopback port with
// a throwaway data directory, for benchmarks that are not given a BASE_URL.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { testInvoicingEnv } from "../../tests/support/invoicing-env.ts";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type BenchServer = { base: string; stop(): Promise<void> };

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const given = process.env.BASE_URL;
  if (given) return { base: given, stop: async () => {} };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "anantha-bench-"));
  // The same command as `npm run serve`, without npm in between, so SIGTERM reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    // Invoicing on, with the tests' company particulars: a customer's invoice pages are measured too.
    env: {
      ...process.env,
      ...testInvoicingEnv,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error("the server exited before it was ready (run `npm run build` first)");
    }
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    // A server too slow to start is stopped, not left running after the benchmark gives up on it.
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the server did not become ready within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop };
}
