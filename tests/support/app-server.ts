// Starts the real server process (server/index.ts: on the built app, or with `development: true` on the
// sources through Vite as `npm run dev` does) on 127.0.0.1 and waits until /healthz answers. The port is
// a free one, or `env.PORT` when the caller needs the address first (PUBLIC_URL, a load balancer's
// configuration, a restart on the same port). Its output is collected in `logs`; `exit` resolves with
// its exit code. Used by the integration tests, the cluster of tests/support/cluster.ts and the benches.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./ports.ts";

const root = path.resolve(import.meta.dirname, "../..");

export type Running = {
  process: ChildProcess;
  port: number;
  baseUrl: string;
  logs: string[];
  exit: Promise<number | null>;
};

export type StartOptions = {
  development?: boolean;
  /** How long the server may take to answer /healthz (default 90 s). */
  readyTimeoutMs?: number;
  /** Also echo the server's output here (e.g. a bench's stderr). */
  echo?: NodeJS.WritableStream;
};

export async function startServer(
  env: Record<string, string>,
  { development = false, readyTimeoutMs = 90_000, echo }: StartOptions = {},
): Promise<Running> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const logs: string[] = [];
  // The same command line as the npm scripts `serve` and `dev`, without npm in between, so that a
  // signal reaches the server itself.
  const args = development ? ["--conditions", "development", "server/index.ts"] : ["server/index.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: development ? "development" : "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // The tests read the server's lines (vitest itself runs with LOG_LEVEL=silent).
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    logs.push(String(chunk));
    echo?.write(chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join("")}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { process: child, port, baseUrl, logs, exit };
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${logs.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops the server as a process manager would (SIGTERM); resolves with its exit code. */
export function stopServer(running: Running): Promise<number | null> {
  running.process.kill("SIGTERM");
  return running.exit;
}
