// A rolling restart under load, for `npm run bench:rolling` and tests/integration/rolling-restart.test.ts:
// visitors keep viewing pages and sending the contact form through the load balancer while each app
// server in turn is stopped (SIGTERM, as systemd does), started again and waited back in HAProxy's
// rotation. Nothing may be lost: no request fails, and every form the site said it accepted is in the
// database and reached the staff's mailbox exactly once.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { contactForm } from "../../app/content/contact.ts";
import type { Cluster } from "./cluster.ts";
import type { SmtpSink } from "./smtp-sink.ts";

/** Pages a visitor views meanwhile: rendered per request, some from the anonymous page cache. */
const PAGES = [
  "/",
  "/blog",
  "/services",
  "/amc-plans",
  "/about",
  "/contact",
  "/blog/choosing-the-right-amc-plan",
] as const;

/**
 * The servers' environment for the run: every contact post comes from one address (HAProxy's view of
 * 127.0.0.1), far more than the contact limit allows, so the limits are raised; the outbox is polled
 * often so the emails arrive soon after the last post.
 */
export const rollingServerEnv = { RATE_LIMIT_MULTIPLIER: "1000", OUTBOX_POLL_INTERVAL_MS: "200" } as const;

export type RollingOptions = {
  cluster: Cluster;
  /** The SMTP server every app server sends through (their SMTP_URL). */
  sink: SmtpSink;
  /** Where contact notifications go (the servers' STAFF_EMAIL). */
  staffEmail: string;
  /** How many times each server is restarted, in turn. */
  rounds: number;
  /** Visitors viewing pages, and visitors sending the contact form, at once. */
  pageClients: number;
  formClients: number;
  /** A bound on the requests sent, whatever happens to the restarts (the load stops there). */
  maxRequests: number;
  /** Load before the first stop and after the last server is back, so both ends run under load. */
  settleMs: number;
  /** How long to wait for the last emails once the load has stopped. */
  emailWaitMs: number;
  log: (line: string) => void;
};

export type Restart = { name: string; exitCode: number | null; stoppedMs: number; backUpMs: number };

export type RollingResult = {
  sent: number;
  /** Network errors, 5xx and unexpected answers, each described (the first few are kept). */
  failed: number;
  failures: string[];
  /**
   * Requests HAProxy had to send again because a server refused the connection: none when each
   * stopping server drained first (it was out of the rotation before it stopped listening).
   */
  retried: number;
  accepted: number;
  stored: number;
  emailed: number;
  restarts: Restart[];
  ms: number;
};

/** Whether the run lost nothing: no failure, a clean exit on every stop, and every accepted form stored and emailed once. */
export function lostNothing(result: RollingResult) {
  return (
    result.failed === 0 &&
    result.restarts.every((restart) => restart.exitCode === 0) &&
    result.stored === result.accepted &&
    result.emailed === result.accepted
  );
}

export function describeResult(result: RollingResult) {
  const lines = [
    ...result.restarts.map(
      (restart) =>
        `${restart.name}: SIGTERM → exit ${restart.exitCode} in ${restart.stoppedMs} ms, back UP in HAProxy ${restart.backUpMs} ms later`,
    ),
    `requests sent     ${result.sent}`,
    `failed            ${result.failed}`,
    `retried by HAProxy ${result.retried} (a server refused the connection)`,
    `forms accepted    ${result.accepted}`,
    `forms stored      ${result.stored}`,
    `emails received   ${result.emailed}`,
    `(${(result.ms / 1000).toFixed(1)} s)`,
  ];
  if (result.failures.length > 0) lines.push("first failures:", ...result.failures.map((failure) => `  ${failure}`));
  return lines.join("\n");
}

const KEPT_FAILURES = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runRollingRestart(options: RollingOptions): Promise<RollingResult> {
  const { cluster, sink, staffEmail, log } = options;
  const started = Date.now();
  // Every subject of this run carries the tag: the counts below are this run's alone.
  const tag = randomUUID().slice(0, 8);
  const acceptedSubjects = new Set<string>();
  const failures: string[] = [];
  let sent = 0;
  let failed = 0;
  let loading = true;
  const sending = () => loading && sent < options.maxRequests;

  const fail = (what: string) => {
    failed++;
    if (failures.length < KEPT_FAILURES) failures.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
  };

  /** One request through the load balancer; its answer when it came with the status expected, else null (counted failed). */
  async function request(what: string, path: string, init?: RequestInit): Promise<string | null> {
    sent++;
    try {
      const response = await fetch(`${cluster.url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      const body = await response.text();
      if (response.status === 200) return body;
      fail(`${what}: ${response.status} from ${response.headers.get("x-served-by") ?? "HAProxy"}`);
    } catch (error) {
      fail(`${what}: ${(error as Error).cause ?? (error as Error).message}`);
    }
    return null;
  }

  const viewPages = async (client: number) => {
    for (let i = 0; sending(); i++) {
      const page = PAGES[(client + i) % PAGES.length] ?? "/";
      await request(`GET ${page}`, page);
    }
  };

  const sendForms = async (client: number) => {
    for (let i = 0; sending(); i++) {
      const subject = `Rolling ${tag} ${client}-${i}`;
      const body = new URLSearchParams({
        firstName: "Rolling",
        lastName: "Restart",
        email: `rolling-${tag}-${client}-${i}@customer.test`,
        phone: "",
        company: "",
        subject,
        message: `Sent while the servers restart one by one (${subject}).`,
        submissionId: randomUUID(),
      });
      // As a browser without JavaScript posts it: the answer is the page with the form's success screen.
      const page = await request(`POST /contact (${subject})`, "/contact", {
        method: "POST",
        body,
        headers: { origin: cluster.url },
      });
      if (page === null) continue;
      if (page.includes(contactForm.success.heading)) acceptedSubjects.add(subject);
      else fail(`POST /contact (${subject}): 200 without the success screen`);
    }
  };

  const clients = [
    ...Array.from({ length: options.pageClients }, (_, client) => viewPages(client)),
    ...Array.from({ length: options.formClients }, (_, client) => sendForms(client)),
  ];
  const restarts: Restart[] = [];
  const logStart = cluster.lb.logs.length;
  try {
    await sleep(options.settleMs);
    for (let round = 0; round < options.rounds; round++) {
      for (const server of cluster.servers) {
        const stopAt = Date.now();
        log(`stopping ${server.name} (SIGTERM)`);
        const exitCode = await server.stop();
        const stoppedMs = Date.now() - stopAt;
        const startAt = Date.now();
        await server.start();
        await cluster.lb.waitFor("UP", [server.name]);
        restarts.push({ name: server.name, exitCode, stoppedMs, backUpMs: Date.now() - startAt });
        log(`${server.name} is back (exit ${exitCode} after ${stoppedMs} ms)`);
      }
    }
    await sleep(options.settleMs);
  } finally {
    loading = false;
    await Promise.all(clients);
  }

  const subjects = [...acceptedSubjects];
  const storedRows = await countStored(cluster.databaseUrl, tag);
  const isNotification = (mail: { to: string[]; subject: string }) =>
    mail.to.includes(staffEmail.toLowerCase()) && mail.subject.includes(`Rolling ${tag} `);
  await sink.waitFor(isNotification, { count: subjects.length, timeoutMs: options.emailWaitMs }).catch(() => {}); // counted below either way
  // A moment more, so an email sent twice would be counted too.
  await sleep(500);
  const emailed = sink.messages.filter(isNotification).length;
  return {
    sent,
    failed,
    failures,
    retried: retriedRequests(cluster.lb.logs.slice(logStart).join("")),
    accepted: subjects.length,
    stored: storedRows,
    emailed,
    restarts,
    ms: Date.now() - started,
  };
}

/**
 * Requests of HAProxy's log (docs/deployment.md's log-format: `… %ac/%fc/%bc/%sc/%rc "%r" …`) with
 * a retry count above 0 ("+N" when redispatched to another server).
 */
function retriedRequests(log: string) {
  let retried = 0;
  for (const match of log.matchAll(/ \d+\/\d+\/\d+\/\d+\/\+?(\d+) "/g)) if (Number(match[1]) > 0) retried++;
  return retried;
}

/** The run's contact messages in the database the servers share. */
async function countStored(databaseUrl: string, tag: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) from contact_messages where subject like $1",
      [`Rolling ${tag} %`],
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
