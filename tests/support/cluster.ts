// Several app servers on one PostgreSQL behind HAProxy, as docs/deployment.md sets them up: the
// two-server test, the rolling restart and `npm run bench:scale` start one. Each server is the real
// production process (server/index.ts on the build), trusting X-Forwarded-For from HAProxy's address
// alone; each can be stopped (SIGTERM, as systemd does) and started again on its port.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Running, type StartOptions, startServer } from "./app-server.ts";
import { type LoadBalancer, PROXY_ADDRESS, startHaproxy } from "./haproxy.ts";
import { freePort } from "./ports.ts";

export type ClusterServer = {
  /** app1, app2, … as in HAProxy's configuration (and its X-Served-By header). */
  name: string;
  port: number;
  /** http://127.0.0.1:<port>: the server itself, not through the load balancer. */
  baseUrl: string;
  /** Every line the server wrote, across restarts. */
  logs: string[];
  /** The running process, or null while stopped. */
  current: Running | null;
  /** Sends SIGTERM and waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port (the same environment) and waits for /healthz. */
  start(): Promise<void>;
};

export type Cluster = {
  lb: LoadBalancer;
  /** The site through the load balancer (HTTPS): the PUBLIC_URL of every server. */
  url: string;
  servers: ClusterServer[];
  databaseUrl: string;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** How many app servers (default 2). */
  servers?: number;
  /** An empty or migrated PostgreSQL database: every server migrates it at start (one at a time, by a lock). */
  databaseUrl: string;
  /** More environment for every server (SMTP_URL, poll intervals…). */
  env?: Record<string, string>;
  /** Per server, by index: e.g. INBOUND_SMTP_PORT. */
  envFor?: (index: number) => Record<string, string>;
  /** Each server runs its support-mail listener, reached through HAProxy's mail frontend (lb.smtpPort). */
  inbound?: boolean;
  /** Start the servers one after another instead of together (together proves the migration lock). */
  sequential?: boolean;
  echo?: StartOptions["echo"];
};

/** The same secret on every server: they sign and check each other's links and cookies. */
export const CLUSTER_SECRET = "cluster-test-secret-0123456789abcdef0123456789abcdef";

export async function startCluster({
  servers: count = 2,
  databaseUrl,
  env = {},
  envFor = () => ({}),
  inbound = false,
  sequential = false,
  echo,
}: ClusterOptions): Promise<Cluster> {
  const ports: number[] = [];
  const smtpPorts: number[] = [];
  for (let i = 0; i < count; i++) {
    ports.push(await freePort());
    if (inbound) smtpPorts.push(await freePort());
  }
  const lb = await startHaproxy(
    ports.map((port) => `127.0.0.1:${port}`),
    inbound ? smtpPorts.map((port) => `127.0.0.1:${port}`) : undefined,
  );
  const dataDirs: string[] = [];
  const servers: ClusterServer[] = [];
  try {
    for (const [index, port] of ports.entries()) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `anantha-app${index + 1}-`));
      dataDirs.push(dataDir);
      const serverEnv = {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: lb.url,
        TRUST_PROXY: PROXY_ADDRESS,
        APP_SECRET: CLUSTER_SECRET,
        ...(inbound ? { INBOUND_SMTP_PORT: String(smtpPorts[index]), INBOUND_SMTP_HOST: "127.0.0.1" } : {}),
        ...env,
        ...envFor(index),
      };
      const logs: string[] = [];
      const server: ClusterServer = {
        name: `app${index + 1}`,
        port,
        baseUrl: `http://127.0.0.1:${port}`,
        logs,
        current: null,
        async start() {
          const running = await startServer(serverEnv, { echo });
          running.process.stdout?.on("data", (chunk) => logs.push(String(chunk)));
          running.process.stderr?.on("data", (chunk) => logs.push(String(chunk)));
          logs.push(...running.logs);
          server.current = running;
        },
        async stop() {
          const running = server.current;
          if (!running) return null;
          running.process.kill("SIGTERM");
          const code = await running.exit;
          server.current = null;
          return code;
        },
      };
      servers.push(server);
    }
    if (sequential) for (const server of servers) await server.start();
    else await Promise.all(servers.map((server) => server.start()));
    await lb.waitFor("UP");
    if (inbound) await lb.waitFor("UP", undefined, 30_000, "mail");
  } catch (error) {
    await Promise.all(servers.map((server) => server.current?.process.kill("SIGKILL")));
    await lb.stop();
    throw error;
  }
  return {
    lb,
    url: lb.url,
    servers,
    databaseUrl,
    async stop() {
      // Teardown: a second SIGTERM ends each server's drain at once (nothing is balanced to it any
      // more). Signals of one kind do not queue, so the second goes once the first has been taken.
      await Promise.all(
        servers.map(async (server) => {
          const running = server.current;
          if (!running) return;
          running.process.kill("SIGTERM");
          await new Promise((resolve) => setTimeout(resolve, 200));
          await server.stop();
        }),
      );
      await lb.stop();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
