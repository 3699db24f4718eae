// Two app servers on one PostgreSQL behind HAProxy (the deployment guide's configuration).
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Cluster, startCluster } from "../support/cluster";
import { haproxyUnavailableReason } from "../support/haproxy";
import { createPostgresDatabase, postgresUrl } from "./support/database";

const skip = !postgresUrl || haproxyUnavailableReason() !== null;
let cluster: Cluster | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  if (skip) return;
  database = await createPostgresDatabase();
  cluster = await startCluster({ databaseUrl: database.url, env: { ENABLE_TEST_ROUTES: "1" }, inbound: true });
});
afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
});

it.skipIf(skip)("answers through the load balancer from both servers", async () => {
  if (!cluster) throw new Error("no cluster");
  const servedBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const response = await fetch(`${cluster.url}/`);
    expect(response.status).toBe(200);
    servedBy.add(response.headers.get("x-served-by") ?? "");
  }
  expect([...servedBy].sort()).toEqual(["app1", "app2"]);
});

it.skipIf(skip)(
  "hands HAProxy's request id to the app: answered, and on the serving server's access line",
  async () => {
    if (!cluster) throw new Error("no cluster");
    const response = await fetch(`${cluster.url}/about?from=cluster`);
    await response.arrayBuffer();
    const requestId = response.headers.get("x-request-id") ?? "";
    // HAProxy's unique-id-format (hex address:port pairs, time, counter, pid), not one the app made.
    expect(requestId).toMatch(/^[0-9A-F]+:[0-9A-F]+_[0-9A-F]+:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/);
    const server = cluster.servers.find((candidate) => candidate.name === response.headers.get("x-served-by"));
    const deadline = Date.now() + 5000;
    const accessLine = () =>
      server?.logs
        .join("")
        .split("\n")
        .find((line) => line.includes(`"requestId":"${requestId}"`) && line.includes('"msg":"request"'));
    while (!accessLine() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(accessLine() ?? "{}")).toMatchObject({
      method: "GET",
      path: "/about",
      status: 200,
      // The client's address from X-Forwarded-For, not HAProxy's own (127.0.0.2).
      clientAddress: "127.0.0.1",
    });
  },
);
