// What db:backup and db:restore share as commands: the configuration, the migrations folder, and
// how an outcome becomes an exit code (0 done, 1 failed or misused, 2 refused — the operator must act).
import type { parseEnv } from "~/lib/env.server";

type Env = ReturnType<typeof parseEnv>;

export async function runDatabaseCommand(
  out: (line: string) => void,
  command: (context: { env: Env; migrationsFolder: string }) => Promise<number>,
): Promise<number> {
  const { defaultMigrationsFolder } = await import("~/db/client.server");
  const { parseEnv: readEnv } = await import("~/lib/env.server");
  const { BackupRefusal } = await import("./backup.ts");
  try {
    return await command({ env: readEnv(), migrationsFolder: defaultMigrationsFolder });
  } catch (error) {
    if (error instanceof BackupRefusal) {
      out(error.message);
      return 2;
    }
    // EnvError and DatabaseBusyError (the server holds the embedded database) carry a message meant for the operator.
    if (error instanceof Error && ["EnvError", "DatabaseBusyError"].includes(error.name)) out(error.message);
    // A failed pg_dump/pg_restore: its stderr says why; the command line carries no password.
    else if (error instanceof Error && "stderr" in error)
      out(`${error.message.split("\n")[0]}\n${String(error.stderr).trim()}`);
    else out(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}
