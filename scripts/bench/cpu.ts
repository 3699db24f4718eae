// How much of the machine each part of a benchmark used, from Linux's own accounting: the user and
// system time of a process and its descendants (/proc/<pid>/stat), and the whole machine's busy time
// (/proc/stat), sampled before and after a measurement. A process tree counts its live descendants
// and, through cutime/cstime, those already gone (PostgreSQL forks a backend per connection).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

type ProcessTimes = { pid: number; ppid: number; args: string[]; own: number; reaped: number };

function readProcess(pid: number): ProcessTimes | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const field = (number: number) => Number(fields[number - 3]);
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return { pid, ppid: field(4), args, own: field(14) + field(15), reaped: field(16) + field(17) };
  } catch {
    return null; // it exited while the table was read
  }
}

function processTable(): ProcessTimes[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((entry) => entry !== null);
}

/** The process whose command line has these arguments one after another (e.g. a config file, a port). */
export function findProcess(...sequence: string[]): number {
  const found = processTable().find(({ args }) =>
    args.some((_, start) => sequence.every((arg, offset) => args[start + offset] === arg)),
  );
  if (!found) throw new Error(`no process runs with the arguments ${sequence.join(" ")}`);
  return found.pid;
}

/** What is counted: each part is some process trees, or (ownOnly) a process without its children. */
export type Part = { name: string; pids: number[]; ownOnly?: boolean };

type Sample = { at: number; ticks: Map<string, number>; machineBusy: number };

function treeTicks(table: ProcessTimes[], pid: number): number {
  const root = table.find((entry) => entry.pid === pid);
  if (!root) return 0;
  const children = table.filter((entry) => entry.ppid === pid);
  return root.own + root.reaped + children.reduce((sum, child) => sum + treeTicks(table, child.pid), 0);
}

/** The machine's busy time in ticks, all cores: everything but idle and iowait (/proc/stat's first line). */
function machineBusyTicks(): number {
  const [, ...values] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return [user, nice, system, irq, softirq, steal].reduce((sum: number, value) => sum + (value ?? 0), 0);
}

export function sampleCpu(parts: Part[]): Sample {
  const table = processTable();
  const ticks = new Map<string, number>();
  for (const part of parts) {
    const sum = part.pids.reduce(
      (total, pid) =>
        total + (part.ownOnly ? (table.find((entry) => entry.pid === pid)?.own ?? 0) : treeTicks(table, pid)),
      0,
    );
    ticks.set(part.name, sum);
  }
  return { at: performance.now(), ticks, machineBusy: machineBusyTicks() };
}

/**
 * Each part's share of the machine between two samples, in % of all its cores
 * (os.availableParallelism()), and `rest`: the machine's busy time that none of the parts used
 * (other programs on the machine).
 */
export function cpuShares(before: Sample, after: Sample): { shares: Map<string, number>; rest: number } {
  const capacity = ((after.at - before.at) / 1000) * os.availableParallelism() * ticksPerSecond;
  const shares = new Map<string, number>();
  let counted = 0;
  for (const [name, ticks] of after.ticks) {
    const used = ticks - (before.ticks.get(name) ?? 0);
    counted += used;
    shares.set(name, (100 * used) / capacity);
  }
  const rest = Math.max(0, after.machineBusy - before.machineBusy - counted);
  return { shares, rest: (100 * rest) / capacity };
}
