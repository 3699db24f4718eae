// Starts the real server process (server/index.ts: on the built app, or with `development: true` on the
// sources through Vite as `npm run dev` does) on a free port of 127.0.0.1 and waits until /healthz
// answers (or on `env.PORT`, when the caller needs the address first, e.g. for PUBLIC_URL). Its output
// is collected in `logs`; `exit` resolves with its exit code.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../support/ports";

const root = path.resolve(import.meta.dirname, "../../..");

export type Running = { process: ChildProcess; baseUrl: string; logs: string[]; exit: Promise<number | null> };

export async function startServer(
  env: Record<string, string>,
  { development = false }: { development?: boolean } = {},
): Promise<Running> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const logs: string[] = [];
  // The same command line as the npm scripts `serve` and `dev`.
  const args = development ? ["--conditions", "development", "server/index.ts"] : ["server/index.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: development ? "development" : "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => logs.push(String(chunk)));
  child.stderr?.on("data", (chunk) => logs.push(String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join("")}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { process: child, baseUrl, logs, exit };
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
