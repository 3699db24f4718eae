// The deployment guide's configuration files, checked by their own tools: HAProxy's configuration with
// `haproxy -c`, the systemd units with `systemd-analyze verify` (and the app's sandbox with
// `systemd-analyze security`), and the environment file against the app's own settings. The guide
// names each of these files, and names no file that is not here.
//
// `systemd-analyze verify` needs no running systemd, but it checks that each Exec command exists and
// reads drop-ins only from a unit directory. So the units are copied into a scratch directory with
// their one installation path, /srv/anantha/current, replaced by this checkout (whose
// node_modules/.bin/node and scripts are the ones the units run), and that directory is given as
// SYSTEMD_UNIT_PATH (the trailing colon keeps the system's own units, for the targets they name).
// verify only warns, on stderr, about unknown keys or sections: any output at all is a failure here.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { checkConfig, haproxyConfigFile, haproxyUnavailableReason } from "../support/haproxy";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const systemdDir = path.join(root, "deploy/systemd");
const INSTALL_DIR = "/srv/anantha/current";
const systemdAnalyze = "/usr/bin/systemd-analyze";
const haproxyUnit = "/lib/systemd/system/haproxy.service";
const haproxyBinary = existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy";
// Locally a missing tool skips its checks; in CI (.ci/run installs both) it fails them.
const missing = (tool: string) => !process.env.CI && !existsSync(tool);

describe.skipIf(!process.env.CI && haproxyUnavailableReason() !== null)("HAProxy", () => {
  it("accepts deploy/haproxy/haproxy.cfg (haproxy -c) with its server lines for two and three app servers", async () => {
    for (const servers of [2, 3]) expect(await checkConfig(servers)).toMatch(/Configuration file is valid/);
  });

  it("accepts the file as shipped with the variables of haproxy.env.example (a certificate made here)", async () => {
    const variables = environmentFile(await readFile(path.join(root, "deploy/haproxy/haproxy.env.example"), "utf8"));
    const config = await readFile(haproxyConfigFile, "utf8");
    const used = new Set([...config.matchAll(/\$\{(\w+)\}/g)].map(([, name]) => name));
    expect(Object.keys(variables).sort()).toEqual([...used].sort());
    const dir = await mkdtemp(path.join(os.tmpdir(), "haproxy-example-"));
    try {
      const key = path.join(dir, "key.pem");
      const certificate = path.join(dir, "certificate.pem");
      await run("openssl", [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
        ...["-subj", "/CN=www.ananthait.in", "-keyout", key, "-out", certificate],
      ]);
      // The deploy hook's job: certificate and key in one file.
      const pem = path.join(dir, "site.pem");
      await writeFile(pem, (await readFile(certificate, "utf8")) + (await readFile(key, "utf8")));
      // -c binds nothing, so the example's addresses need not exist here.
      const { stdout } = await run(haproxyBinary, ["-c", "-f", haproxyConfigFile], {
        env: { ...process.env, ...variables, HAPROXY_CERT: pem },
      });
      expect(stdout).toMatch(/Configuration file is valid/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(missing(systemdAnalyze))("systemd units", () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "systemd-units-"));
    await cp(systemdDir, scratch, { recursive: true });
    for (const file of await readdir(scratch, { recursive: true })) {
      if (!/\.(service|timer|conf)$/.test(file)) continue;
      const unit = path.join(scratch, file);
      await writeFile(unit, (await readFile(unit, "utf8")).replaceAll(INSTALL_DIR, root));
    }
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  const analyze = (args: string[]) =>
    run(systemdAnalyze, args, { cwd: scratch, env: { ...process.env, SYSTEMD_UNIT_PATH: `${scratch}:` } }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

  it("verifies every unit and drop-in without a warning", async () => {
    const units = (await readdir(scratch)).filter((file) => /\.(service|timer)$/.test(file));
    expect(units.sort()).toEqual(["anantha-backup.service", "anantha-backup.timer", "anantha.service"]);
    // The backup service is read with its PGlite drop-in, so the drop-in is verified too.
    expect(await readdir(path.join(scratch, "anantha-backup.service.d"))).toEqual(["pglite.conf"]);
    const result = await analyze(["verify", "--man=no", "--generators=no", ...units.map((unit) => `./${unit}`)]);
    expect(result).toEqual({ code: 0, output: "" });
  });

  // Debian's own unit (installed with the haproxy package) with the guide's drop-in beside it.
  it.skipIf(missing(haproxyUnit))("verifies Debian's haproxy.service with the guide's drop-in", async () => {
    expect(await readdir(path.join(scratch, "haproxy.service.d"))).toEqual(["anantha.conf"]);
    expect(await analyze(["verify", "--man=no", "--generators=no", "haproxy.service"])).toEqual({
      code: 0,
      output: "",
    });
  });

  it("would notice a unit's mistake (the check itself works)", async () => {
    const broken = path.join(scratch, "broken.service");
    await writeFile(broken, "[Service]\nExecStart=/bin/true\nRestartSecs=2s\n");
    try {
      const result = await analyze(["verify", "--man=no", "--generators=no", "./broken.service"]);
      expect(result.output).toMatch(/Unknown key 'RestartSecs'/);
    } finally {
      await rm(broken);
    }
  });

  it("sandboxes the app server: systemd rates its exposure 2.0 or lower ('OK')", async () => {
    const result = await analyze(["security", "--offline=yes", "--threshold=20", "--no-pager", "./anantha.service"]);
    expect(result.output).toMatch(/Overall exposure level for anantha\.service: [0-2]\.\d OK/);
    expect(result.code).toBe(0);
  });
});

/** NAME=value lines of a systemd EnvironmentFile (double quotes around a value removed); `# NAME=` lines too when asked. */
function environmentFile(text: string, { commented = false } = {}): Record<string, string> {
  const line = commented ? /^(?:# ?)?([A-Z][A-Z0-9_]*)=(.*)$/ : /^([A-Z][A-Z0-9_]*)=(.*)$/;
  return Object.fromEntries(
    text.split("\n").flatMap((text) => {
      const match = line.exec(text);
      return match ? [[match[1], (match[2] ?? "").replace(/^"(.*)"$/, "$1")]] : [];
    }),
  );
}

describe("the environment file example", () => {
  it("names only the settings .env.example documents, and the app accepts its values once the secret is set", async () => {
    const example = await readFile(path.join(systemdDir, "site.env.example"), "utf8");
    const documented = new Set(
      Object.keys(environmentFile(await readFile(path.join(root, ".env.example"), "utf8"), { commented: true })),
    );
    const undocumented = Object.keys(environmentFile(example, { commented: true })).filter(
      (name) => !documented.has(name),
    );
    expect(undocumented).toEqual([]);

    const settings = { ...environmentFile(example), NODE_ENV: "production" };
    // Copied unchanged, the server refuses to start: the secret is a placeholder.
    expect(() => parseEnv(settings)).toThrow(/APP_SECRET: still has the example value/);
    const env = parseEnv({ ...settings, APP_SECRET: "0123456789abcdef".repeat(4) });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(env.INBOUND_SMTP_PORT).toBe(2525);
    expect(env.TRUST_PROXY).toBe("10.0.0.10");
  });
});

describe("the deployment guide", () => {
  it("names every file of deploy/ and no file that is missing", async () => {
    const guide = await readFile(path.join(root, "docs/deployment.md"), "utf8");
    const named = new Set([...guide.matchAll(/deploy\/[\w./-]+[\w]/g)].map(([name]) => name));
    expect([...named].filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
    const files = (await readdir(path.join(root, "deploy"), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    expect(files.filter((file) => !named.has(file))).toEqual([]);
  });
});
