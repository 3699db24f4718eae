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
