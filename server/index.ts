// Production server: serves the built client assets and hands every other request to React Router.
// Run by `npm run serve` on Node 24, which runs this TypeScript file directly (type stripping).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { staticSecurityHeaders } from "../app/lib/security-headers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// A local .env (see .env.example) fills in variables the environment does not set.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const host = process.env.HOST ?? "0.0.0.0";

const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
// Exported by app/entry.server.tsx (app/lib/runtime.server.ts): the app's own modules, from the build.
const runtime = build.entry.module as unknown as {
  startBackgroundWork(options: { migrationsFolder: string }): Promise<void>;
  stopBackgroundWork(): Promise<void>;
  createLoadContext(clientAddress: string | undefined): RouterContextProvider;
};

// Configuration is checked, the database opened and migrated, and the outbox worker started before
// the server accepts its first request.
try {
  await runtime.startBackgroundWork({ migrationsFolder: path.join(root, "drizzle") });
} catch (error) {
  console.error(error instanceof Error && error.name === "EnvError" ? error.message : error);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
// Behind a load balancer the client address comes from X-Forwarded-For (only when told so).
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);

app.use((_req, res, next) => {
  for (const [name, value] of Object.entries(staticSecurityHeaders)) res.setHeader(name, value);
  next();
});
app.use(compression());

app.get("/healthz", (_req, res) => {
  res.type("text/plain").send("ok");
});

// Fingerprinted build output can be cached for a year; everything else briefly.
app.use(
  "/assets",
  express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => runtime.createLoadContext(req.ip),
  }),
);

// A malformed URL (e.g. a broken percent-escape) is the client's mistake: answer 400 in one log line,
// never a stack trace or a 500.
app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (res.headersSent) return next(error);
  if (error instanceof URIError || (status !== undefined && status >= 400 && status < 500)) {
    console.warn(`[http] ${req.method} ${req.originalUrl.slice(0, 200)}: ${status ?? 400} ${(error as Error).message}`);
    res
      .status(status ?? 400)
      .type("text/plain")
      .send(status === 413 ? "Request body too large" : "Bad request");
    return;
  }
  console.error(error);
  res.status(500).type("text/plain").send("Internal server error");
});

const server = app.listen(port, host, () => {
  console.log(`Site ready on http://localhost:${port}`);
});

// Finish in-flight requests on SIGTERM/SIGINT so a rolling deploy drops nobody, then stop the outbox
// worker after its current batch and close the database (PGlite flushes its files on close).
let shuttingDown = false;
function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received, closing the server`);
  server.close(() => {
    runtime.stopBackgroundWork().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));
