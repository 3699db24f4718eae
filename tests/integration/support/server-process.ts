// The real server process for the integration tests: tests/support/app-server.ts, shared with the
// cluster of several servers and the benches.
export { type Running, startServer, stopServer } from "../../support/app-server";
