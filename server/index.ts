// The server process, for `npm run serve` (production build) and `npm run dev` (through Vite): loads
// .env, validates the configuration, starts the runtime, listens, and shuts down cleanly on
// SIGTERM/SIGINT. The application itself is server/app.ts — the SSR build's entry in production,
// loaded by Vite in development — so both modes answer through the same module graph.
// Node 24 runs this TypeScript file directly (type stripping).
import { existsSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import { type AddressInfo, Server as NetServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ViteDevServer } from "vite";
import { logger } from "../app/lib/log/logger.server.ts";
import type * as AppModuleNamespace from "./app.ts";
import type { ShutdownPhase } from "./app.ts";
import { trackConnections } from "./connections.ts";

type AppModule = typeof AppModuleNamespace;

const root = path.resolve(import.meta.dirname, "..");
// A local .env (see .env.example) fills in variables the environment does not set.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const development = process.env.NODE_ENV !== "production";

/** Checked, not cast: a stale or foreign build fails here with a message rather than later. */
function isAppModule(value: unknown): value is AppModule {
  const module = value as Partial<Record<keyof AppModule, unknown>> | null;
  return (
    typeof module?.createApp === "function" &&
    typeof module.getEnv === "function" &&
    typeof module.startRuntime === "function" &&
    typeof module.stopRuntime === "function" &&
    typeof module.serveClientFiles === "function"
  );
}

function expectAppModule(value: unknown, source: string): AppModule {
  if (!isAppModule(value)) throw new Error(`${source} does not export the app of server/app.ts`);
  return value;
}

let phase: ShutdownPhase = "serving";
const shutdownPhase = () => phase;
/** Ends the drain early: a second SIGTERM/SIGINT (an operator's second Ctrl-C) means "stop now". */
let endDrain: (() => void) | undefined;

// Timeouts are checked every second (Node's default is every 30 s), so a slow client is cut close
// to REQUEST_TIMEOUT_MS rather than up to half a minute later.
const server = createServer({ connectionsCheckingInterval: 1_000 });
const connections = trackConnections(server);

let vite: ViteDevServer | undefined;
let appModule: AppModule;
let createHandler: () => RequestListener;
try {
  if (development) {
    const { createServer: createViteServer } = await import("vite");
    const ownSignalListeners = new Set(process.listeners("SIGTERM"));
    // Hot reload shares the site's port instead of opening one of its own.
    const devServer = await createViteServer({
      root,
      server: { middlewareMode: true, hmr: { server } },
      appType: "custom",
    });
    // React Router's plugin starts a helper Vite server that exits the process on SIGTERM, which would
    // cut the stop sequence below short: this shell handles the signal itself.
    for (const listener of process.listeners("SIGTERM")) {
      if (!ownSignalListeners.has(listener)) process.off("SIGTERM", listener);
    }
    vite = devServer;
    const load = async () => expectAppModule(await devServer.ssrLoadModule("/server/app.ts"), "server/app.ts");
    appModule = await load();
    // Each request loads the module again (cached until a file changes), so an edit takes effect at once.
    const apps = new WeakMap<AppModule, RequestListener>();
    createHandler = () => (req, res) => {
      load().then(
        (module) => {
          let app = apps.get(module);
          if (!app) {
            app = module.createApp({ assets: devServer.middlewares, shutdownPhase });
            apps.set(module, app);
          }
          app(req, res);
        },
        (error: Error) => {
          devServer.ssrFixStacktrace(error);
          logger.error(error);
          res.statusCode = 500;
          res.end("The app failed to load: see the server's log");
        },
      );
    };
  } else {
    const buildFile = path.join(root, "build/server/index.js");
    const module = expectAppModule(await import(pathToFileURL(buildFile).href), buildFile);
    appModule = module;
    createHandler = () =>
      module.createApp({ assets: module.serveClientFiles(path.join(root, "build/client")), shutdownPhase });
  }
} catch (error) {
  logger.fatal(error);
  process.exit(1);
}

// The configuration is checked, the database opened and migrated, and the outbox worker started
// before the server accepts its first request.
let env: ReturnType<AppModule["getEnv"]>;
let handler: RequestListener;
try {
  env = appModule.getEnv();
  handler = createHandler();
  await appModule.startRuntime({ migrationsFolder: path.join(root, "drizzle") });
} catch (error) {
  if (error instanceof appModule.EnvError) logger.fatal(error.message);
  else logger.fatal(error);
  await vite?.close();
  process.exit(1);
}

// Slow clients: a request whose head or body trickles in is cut after REQUEST_TIMEOUT_MS.
server.requestTimeout = env.REQUEST_TIMEOUT_MS;
server.headersTimeout = env.REQUEST_TIMEOUT_MS;
server.maxConnections = env.MAX_CONNECTIONS;
server.on("request", handler);
server.listen(env.PORT, env.HOST, () => {
  const { port } = server.address() as AddressInfo;
  logger.info(`Site ready on http://localhost:${port}${development ? " (development)" : ""}`);
});

/** How long a keep-alive connection stays quiet, once shutting down, before it is closed. */
const QUIET_BEFORE_CLOSING_MS = 1_000;
/** How long a cut request's 503 is given to reach its client before the connection goes. */
const CUT_ANSWER_LINGER_MS = 500;

const sleep = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));

/**
 * Rolling deploys drop nobody. First the drain (SHUTDOWN_DRAIN_MS): /healthz fails while everything
 * else is served as usual, so the load balancer takes this server out while it still accepts
 * connections — a request it sends meanwhile is answered, not refused, and its pooled connections
 * are not closed under it. Then new connections are refused, every further response carries
 * `Connection: close`, keep-alive connections are closed once quiet (server/connections.ts says why
 * not at once), and in-flight requests finish. At the end of SHUTDOWN_GRACE_MS, a request whose body
 * is still arriving (a slow upload) is cut with 503 and `Connection: close` — expected, and logged —
 * while one whose body has arrived is still answered (for up to another grace period). Then the
 * outbox worker stops after its batch and the database is closed. The process exits 0 unless a
 * request that had fully arrived had to be dropped.
 */
async function shutDown(signal: string) {
  if (phase !== "serving") {
    endDrain?.();
    return;
  }
  phase = "draining";
  logger.info(`${signal} received, closing the server`);
  if (env.SHUTDOWN_DRAIN_MS > 0) {
    logger.info(`[server] /healthz answers 503 for ${env.SHUTDOWN_DRAIN_MS} ms before the server stops listening`);
    await new Promise<void>((resolve) => {
      endDrain = resolve;
      setTimeout(resolve, env.SHUTDOWN_DRAIN_MS);
    });
  }
  phase = "closing";
  // Stops listening only: http.Server#close would also close idle keep-alive connections at once.
  const closed = new Promise<"closed">((resolve) => NetServer.prototype.close.call(server, () => resolve("closed")));
  const closeQuiet = setInterval(() => connections.closeQuietConnections(QUIET_BEFORE_CLOSING_MS), 100);
  let outcome: "clean" | "forced" = "clean";
  if ((await Promise.race([closed, sleep(env.SHUTDOWN_GRACE_MS)])) === "timeout") {
    const cut = connections.cutTricklingRequests();
    if (cut.length > 0) {
      const what =
        cut.length === 1 ? "1 request still receiving its body" : `${cut.length} requests still receiving their body`;
      logger.warn(`[server] cut ${what} after ${env.SHUTDOWN_GRACE_MS} ms (answered 503): ${cut.join("; ")}`);
    }
    if ((await Promise.race([connections.answered(), sleep(env.SHUTDOWN_GRACE_MS)])) === "timeout") outcome = "forced";
    // Room for the 503s to be read before their connections go (the clients are still sending).
    if (cut.length > 0) await Promise.race([closed, sleep(CUT_ANSWER_LINGER_MS)]);
    if (outcome === "forced")
      logger.warn("[server] requests still open after the grace period: closing their connections");
    server.closeAllConnections();
  }
  clearInterval(closeQuiet);
  // A stop that hangs (a stuck SMTP or database connection) must not keep the process alive.
  setTimeout(() => {
    logger.error("[server] stopping took too long: exiting");
    process.exit(1);
  }, env.SHUTDOWN_GRACE_MS).unref();
  try {
    await vite?.close();
    await appModule.stopRuntime();
  } catch (error) {
    logger.error(error);
    process.exit(1);
  }
  process.exit(outcome === "clean" ? 0 : 1);
}
process.on("SIGTERM", () => void shutDown("SIGTERM"));
process.on("SIGINT", () => void shutDown("SIGINT"));
