// The end-to-end tests' mail server: an SMTP sink on 127.0.0.1:SMTP_PORT that the app under test
// delivers to, and a small HTTP API on 127.0.0.1:API_PORT through which the tests read what arrived
// (GET /messages) — e.g. to follow the link in a newsletter confirmation email.
// Started by playwright.config.ts (webServer) and run directly by Node 24.
import { createServer } from "node:http";
import { startSmtpSink } from "../../support/smtp-sink.ts";

const smtpPort = Number(process.env.SMTP_PORT);
const apiPort = Number(process.env.API_PORT);
if (!smtpPort || !apiPort) {
  console.error("mail-sink: SMTP_PORT and API_PORT are required");
  process.exit(1);
}

// Recipients the sink refuses for good (550), switched per address by the tests (POST/DELETE
// /reject?to=…): the app's real failure path makes a dead email, and a retry can then succeed.
const rejected = new Set<string>();
const sink = await startSmtpSink({ port: smtpPort, rejectRecipient: (address) => rejected.has(address.toLowerCase()) });

const api = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/health") {
    response.end("ok");
    return;
  }
  if (url.pathname === "/reject") {
    const to = url.searchParams.get("to")?.toLowerCase();
    if (to && request.method === "POST") rejected.add(to);
    else if (to && request.method === "DELETE") rejected.delete(to);
    response.end("ok");
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const messages = to ? sink.messages.filter((mail) => mail.to.includes(to)) : sink.messages;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(messages));
    return;
  }
  response.statusCode = 404;
  response.end();
});
api.listen(apiPort, "127.0.0.1", () => console.log(`mail sink: SMTP on ${sink.port}, API on ${apiPort}`));

function stop() {
  api.close();
  sink.stop().finally(() => process.exit(0));
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
