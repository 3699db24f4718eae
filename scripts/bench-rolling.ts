// A rolling restart loses nothing: its own PostgreSQL, an SMTP sink and two production servers behind
// HAProxy (the deployment guide's configuration), all on 127.0.0.1. Visitors view pages and send the
// contact form through the load balancer the whole time, while each server in turn is stopped with
// SIGTERM, started again and waited back in HAProxy's rotation. Exits 1 unless no request failed and
// every form the site accepted is in the database and reached the staff's mailbox exactly once.
// tests/integration/rolling-restart.test.ts runs a shorter version of the same code.
// Usage: npm run build && npm run bench:rolling   (ROUNDS=restarts per server, CLIENTS=page viewers)
import { startCluster } from "../tests/support/cluster.ts";
import { haproxyUnavailableReason } from "../tests/support/haproxy.ts";
import { postgresUnavailableReason, startPostgres } from "../tests/support/postgres-server.ts";
import { describeResult, lostNothing, rollingServerEnv, runRollingRestart } from "../tests/support/rolling.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const STAFF_EMAIL = "staff@rolling.bench";

const unavailable = haproxyUnavailableReason() ?? (await postgresUnavailableReason());
if (unavailable) {
  console.error(`bench:rolling cannot run here: ${unavailable}`);
  process.exit(1);
}
if (
  !(Number.isInteger(ROUNDS) && ROUNDS > 0 && ROUNDS <= 10 && Number.isInteger(CLIENTS) && CLIENTS > 0 && CLIENTS <= 50)
) {
  console.error("ROUNDS must be 1-10 and CLIENTS 1-50");
  process.exit(1);
}

const log = (line: string) => console.log(`[bench] ${line}`);
const postgres = await startPostgres();
const sink = await startSmtpSink();
let passed = false;
try {
  log(`PostgreSQL on ${postgres.url}, SMTP sink on ${sink.url}; starting 2 app servers behind HAProxy`);
  const cluster = await startCluster({
    databaseUrl: postgres.url,
    env: { ...rollingServerEnv, SMTP_URL: sink.url, STAFF_EMAIL },
  });
  try {
    log(
      `every contact post comes from one address: RATE_LIMIT_MULTIPLIER=${rollingServerEnv.RATE_LIMIT_MULTIPLIER} on the bench's servers`,
    );
    log(`${CLIENTS} page viewers and ${Math.ceil(CLIENTS / 2)} form senders at ${cluster.url}; ${ROUNDS} round(s)`);
    const result = await runRollingRestart({
      cluster,
      sink,
      staffEmail: STAFF_EMAIL,
      rounds: ROUNDS,
      pageClients: CLIENTS,
      formClients: Math.ceil(CLIENTS / 2),
      maxRequests: 50_000,
      settleMs: 2_000,
      emailWaitMs: 30_000,
      log,
    });
    console.log(`\n${describeResult(result)}`);
    passed = lostNothing(result);
  } finally {
    await cluster.stop();
  }
} finally {
  await sink.stop();
  await postgres.stop();
}
console.log(
  passed
    ? "\nNothing lost: no failed request, every accepted form stored and emailed once."
    : "\nSomething was lost (see above).",
);
process.exit(passed ? 0 : 1);
