import { describe, expect, it } from "vitest";
import { stuckFigures } from "./health.server";

const now = new Date("2026-11-26T10:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const quiet = { queued: 0, sending: 0, dead: 0, oldestQueuedAt: null };
const idle = { waiting: 0, oldestDueAt: null, failed: 0 };

describe("stuck figures", () => {
  it("none while email goes out and jobs run on time", () => {
    expect(Object.values(stuckFigures(quiet, idle, now))).not.toContain(true);
    const busy = stuckFigures(
      { queued: 40, sending: 5, dead: 0, oldestQueuedAt: minutesAgo(29) },
      { waiting: 12, oldestDueAt: minutesAgo(4), failed: 0 },
      now,
    );
    expect(Object.values(busy)).not.toContain(true);
  });

  it("each of dead email, an old queued email, a late job and a failed job", () => {
    expect(stuckFigures({ ...quiet, dead: 1 }, idle, now)).toMatchObject({ deadEmails: true, jobLag: false });
    expect(stuckFigures({ ...quiet, queued: 1, oldestQueuedAt: minutesAgo(31) }, idle, now)).toMatchObject({
      oldestQueuedEmail: true,
      deadEmails: false,
    });
    expect(stuckFigures(quiet, { ...idle, waiting: 1, oldestDueAt: minutesAgo(6) }, now)).toMatchObject({
      jobLag: true,
    });
    expect(stuckFigures(quiet, { ...idle, failed: 2 }, now)).toMatchObject({ failedJobs: true, jobLag: false });
  });
});
