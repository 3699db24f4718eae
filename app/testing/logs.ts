// Captures what the app logs, as parsed JSON lines, for tests that check a line was (or was not)
// written. Outside a capture the tests' logger is silent (LOG_LEVEL=silent in vitest.config.ts).
import { type LogLevel, redirectLogs } from "~/lib/log/logger.server";

export type LogLine = { level: string; msg: string; [field: string]: unknown };

export type CapturedLogs = {
  lines: LogLine[];
  /** The messages of the lines at `level` (every line without it). */
  messages(level?: string): string[];
  /** Puts the logger back as it was (also done by `using`). */
  restore(): void;
  [Symbol.dispose](): void;
};

export function captureLogs(level: LogLevel = "debug"): CapturedLogs {
  const lines: LogLine[] = [];
  const restore = redirectLogs((line) => lines.push(JSON.parse(line) as LogLine), level);
  return {
    lines,
    messages: (wanted) => lines.filter((line) => !wanted || line.level === wanted).map((line) => line.msg),
    restore,
    [Symbol.dispose]: restore,
  };
}
