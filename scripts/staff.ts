// `npm run staff -- add EMAIL --role admin|staff [--name "Full Name"]`, `npm run staff -- list`,
// `npm run staff -- remove EMAIL`: who is staff, from the command line (the first admin is made
// here). Uses the same operations as /staff/team, with audit entries by 'cli:<os user>'.
// With embedded PGlite the server must be stopped first (one process per data directory); with
// DATABASE_URL it works while the server runs.
import "./support/app-imports.ts";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Variables already in the environment win over the file.
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const USAGE = `Usage:
  npm run staff -- add EMAIL --role admin|staff [--name "Full Name"]
  npm run staff -- list
  npm run staff -- remove EMAIL`;

/** Runs one command; returns the exit code. Exported for the integration tests. */
export async function runStaffCommand(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const { openDatabase, defaultMigrationsFolder } = await import("~/db/client.server");
  const { parseEnv } = await import("~/lib/env.server");
  const { changeStaffRole, grantStaffRole, listStaff, normaliseEmail } = await import("~/lib/auth/roles.server");

  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, emailArg] = positionals;
  if (values.help || !command || !["add", "list", "remove"].includes(command)) {
    out(USAGE);
    return values.help ? 0 : 2;
  }
  const email = emailArg ? normaliseEmail(emailArg) : "";
  if (command !== "list" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    out(`An email address is needed.\n${USAGE}`);
    return 2;
  }
  if (command === "add" && values.role !== "admin" && values.role !== "staff") {
    out(`--role must be admin or staff.\n${USAGE}`);
    return 2;
  }

  const env = parseEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const actor = { id: null, email: `cli:${os.userInfo().username}` };
  try {
    // A fresh data directory has no tables yet: the server would apply these at start anyway.
    await handle.migrate(defaultMigrationsFolder);
    const db = handle.db;
    if (command === "list") {
      const staff = await listStaff(db);
      if (staff.length === 0)
        out("No staff or admins yet. Add the first admin with: npm run staff -- add EMAIL --role admin");
      for (const member of staff) {
        out(
          `${member.role.padEnd(5)}  ${member.email}  ${member.fullName}${member.secondFactor ? "" : "  (two-step sign-in not set up)"}`,
        );
      }
      return 0;
    }
    if (command === "add") {
      const role = values.role as "admin" | "staff";
      const result = await grantStaffRole(db, env, actor, { email, role, fullName: values.name ?? null });
      if (result.status === "invited") {
        out(
          `Created ${email} as ${role}. An email with a link to choose a password is in the outbox` +
            (handle.kind === "pglite" ? " (it is sent when the server runs)." : "."),
        );
      } else if (result.status === "granted") out(`${email} is now ${role}.`);
      else out(`${email} already is ${role}; nothing changed.`);
      return 0;
    }
    const removed = await changeStaffRole(db, actor, { email }, "customer");
    if (removed.ok) {
      out(`${email} is a customer again; their sessions have ended.`);
      return 0;
    }
    const reasons = {
      "not-found": `${email} is not staff or admin.`,
      self: "You cannot remove yourself.",
      "last-admin": `${email} is the last admin: add another admin first.`,
      unchanged: `${email} is already a customer.`,
    } as const;
    out(reasons[removed.reason]);
    return 1;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await runStaffCommand(process.argv.slice(2));
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    console.error(name === "EnvError" || name === "DatabaseBusyError" ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
