// Runs HAProxy (Debian's package) with the deployment guide's own configuration,
// deploy/haproxy/haproxy.cfg, in front of app servers on 127.0.0.1: its `server` lines are written
// for the servers given, everything else is the file as operators use it. TLS uses a certificate
// made here for 127.0.0.1 and localhost, which this process trusts (`trustCertificate`); child
// processes that call the load balancer get it through NODE_EXTRA_CA_CERTS (`caFile`).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { promisify } from "node:util";
import { freePort } from "./ports.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
export const haproxyConfigFile = path.join(root, "deploy/haproxy/haproxy.cfg");

/** The address HAProxy connects to the app servers from: theirs to trust (TRUST_PROXY), and no one else's. */
export const PROXY_ADDRESS = "127.0.0.2";

export type ServerState = { name: string; status: string };

export type LoadBalancer = {
  /** https://127.0.0.1:<port> */
  url: string;
  /** http://127.0.0.1:<port> (redirects to HTTPS) */
  httpUrl: string;
  /** The port of the mail frontend (to the servers' support-mail listeners). */
  smtpPort: number;
  /** The PEM file of the certificate, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  logs: string[];
  /** Each app server's state in a backend ("app" or "mail") as HAProxy's health checks see it (UP, DOWN, NOLB…). */
  servers(backend?: string): Promise<ServerState[]>;
  /** Resolves when every server (or those named) of the backend (default "app") is in `status` (default UP). */
  waitFor(status?: string, names?: string[], timeoutMs?: number, backend?: string): Promise<void>;
  stop(): Promise<void>;
};

/** Why HAProxy cannot run here, or null. */
export function haproxyUnavailableReason(): string | null {
  return existsSync("/usr/sbin/haproxy") || existsSync("/usr/bin/haproxy")
    ? null
    : "haproxy not found (apt-get install haproxy; .ci/run installs it)";
}

const haproxyBinary = () => (existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy");

/**
 * The guide's configuration with one `server` line per app server (app1, app2, …) in each backend:
 * `server appN "${APPN_ADDRESS}"` for the site, `server appN "${APPN_SMTP_ADDRESS}"` for the mail.
 */
export async function renderConfig(serverCount: number): Promise<string> {
  const text = await readFile(haproxyConfigFile, "utf8");
  const serverLine = /^\s+server app\d+ "\$\{APP\d+_(\w*)ADDRESS\}"/;
  const out: string[] = [];
  let pending: string | null = null; // the variable suffix of the backend whose server lines are being replaced
  for (const line of text.split("\n")) {
    const match = serverLine.exec(line);
    if (!match) {
      pending = null;
      out.push(line);
      continue;
    }
    if (pending === null) {
      pending = match[1] ?? "";
      for (let i = 1; i <= serverCount; i++) out.push(`    server app${i} "\${APP${i}_${pending}ADDRESS}"`);
    }
  }
  if (!out.some((line) => serverLine.test(line))) throw new Error(`${haproxyConfigFile} has no 'server appN' lines`);
  return out.join("\n");
}

/** The variables the configuration reads, for `serverAddresses` (host:port each). */
function configEnv(
  dir: string,
  ports: { http: number; https: number; smtp: number },
  serverAddresses: string[],
  smtpAddresses: string[],
) {
  return {
    HAPROXY_HTTP_BIND: `127.0.0.1:${ports.http}`,
    HAPROXY_HTTPS_BIND: `127.0.0.1:${ports.https}`,
    HAPROXY_SMTP_BIND: `127.0.0.1:${ports.smtp}`,
    HAPROXY_CERT: path.join(dir, "site.pem"),
    HAPROXY_ADMIN_SOCKET: path.join(dir, "admin.sock"),
    PROXY_ADDRESS,
    ...Object.fromEntries(serverAddresses.map((address, i) => [`APP${i + 1}_ADDRESS`, address])),
    ...Object.fromEntries(smtpAddresses.map((address, i) => [`APP${i + 1}_SMTP_ADDRESS`, address])),
  };
}

/** A self-signed certificate for 127.0.0.1 and localhost: `site.pem` (certificate and key) and `ca.pem`. */
async function makeCertificate(dir: string) {
  await run("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"],
    ...["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "ca.pem")],
  ]);
  const certificate = await readFile(path.join(dir, "ca.pem"), "utf8");
  const key = await readFile(path.join(dir, "key.pem"), "utf8");
  await writeFile(path.join(dir, "site.pem"), certificate + key, { mode: 0o600 });
  return certificate;
}

const trusted = new Set<string>();
/** Lets this process's fetch and https requests accept `certificate` (besides the usual authorities). */
export function trustCertificate(certificate: string) {
  if (trusted.has(certificate)) return;
  trusted.add(certificate);
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), ...trusted]);
}

/** One command on HAProxy's admin socket; its answer. */
function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let answer = "";
    client.on("data", (chunk) => {
      answer += chunk;
    });
    client.on("end", () => resolve(answer));
    client.on("error", reject);
    client.write(`${command}\n`);
  });
}

/** Checks the configuration with HAProxy's own syntax check (`haproxy -c`). */
export async function checkConfig(serverCount = 2): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "haproxy-check-"));
  try {
    await makeCertificate(dir);
    const file = path.join(dir, "haproxy.cfg");
    await writeFile(file, await renderConfig(serverCount));
    const addresses = Array.from({ length: serverCount }, (_, i) => `127.0.0.1:${3001 + i}`);
    const { stdout, stderr } = await run(haproxyBinary(), ["-c", "-f", file], {
      env: { ...process.env, ...configEnv(dir, { http: 8080, https: 8443, smtp: 2525 }, addresses, addresses) },
    });
    return stdout + stderr;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `smtpAddresses`: the servers' support-mail listeners (INBOUND_SMTP_PORT), when the test delivers
 * mail through HAProxy; without them the mail backend points at nothing and stays DOWN.
 */
export async function startHaproxy(serverAddresses: string[], smtpAddresses?: string[]): Promise<LoadBalancer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "haproxy-"));
  const certificate = await makeCertificate(dir);
  trustCertificate(certificate);
  const file = path.join(dir, "haproxy.cfg");
  await writeFile(file, await renderConfig(serverAddresses.length));
  const ports = { http: await freePort(), https: await freePort(), smtp: await freePort() };
  const unused = await freePort();
  const env = configEnv(dir, ports, serverAddresses, smtpAddresses ?? serverAddresses.map(() => `127.0.0.1:${unused}`));
  const logs: string[] = [];
  // -db: in the foreground, its log on stdout (the configuration logs to stdout, as under systemd).
  const child: ChildProcess = spawn(haproxyBinary(), ["-db", "-f", file], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => logs.push(String(chunk)));
  child.stderr?.on("data", (chunk) => logs.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const servers = async (backend = "app"): Promise<ServerState[]> => {
    // "show stat" is CSV: # pxname,svname,qcur,...,status(17th),...
    const csv = await adminCommand(env.HAPROXY_ADMIN_SOCKET, "show stat");
    return csv
      .split("\n")
      .map((line) => line.split(","))
      .filter((fields) => fields[0] === backend && fields[1] !== "BACKEND" && fields[1] !== "FRONTEND")
      .map((fields) => ({ name: fields[1] ?? "", status: fields[17] ?? "" }));
  };
  const waitFor = async (status = "UP", names?: string[], timeoutMs = 30_000, backend = "app") => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited:\n${logs.join("")}`);
      const states = await servers(backend).catch(() => []);
      const concerned = states.filter((state) => !names || names.includes(state.name));
      if (concerned.length > 0 && concerned.every((state) => state.status.startsWith(status))) return;
      if (Date.now() > deadline)
        throw new Error(`HAProxy's servers are not ${status}: ${JSON.stringify(states)}\n${logs.join("")}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    url: `https://127.0.0.1:${ports.https}`,
    httpUrl: `http://127.0.0.1:${ports.http}`,
    smtpPort: ports.smtp,
    caFile: path.join(dir, "ca.pem"),
    logs,
    servers,
    waitFor,
    async stop() {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      await rm(dir, { recursive: true, force: true });
    },
  };
}
