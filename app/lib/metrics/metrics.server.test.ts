import { describe, expect, it, vi } from "vitest";
import { createMetrics } from "./metrics.server";

describe("the metrics text", () => {
  it("has every family, a request under its route label, and the pool's figures", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const metrics = createMetrics();
    metrics.observeRequest({ route: "/services/:slug", method: "GET", status: 200, seconds: 0.012 });
    metrics.observeRequest({ route: "unmatched", method: "PROPFIND", status: 405, seconds: 0.001 });
    // A database whose queries fail: its figures are left out, the rest of the scrape is still there.
    const broken = {
      db: {
        select: () => {
          throw new Error("connection refused");
        },
      } as never,
      connections: () => ({ total: 4, idle: 3, waiting: 0 }),
    };
    const text = await metrics.scrape(broken);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.025",route="/services/:slug",method="GET",status_class="2xx"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="unmatched",method="other",status_class="4xx"} 1',
    );
    expect(text).toContain('db_connections{state="total"} 4');
    expect(text).toContain('db_connections{state="idle"} 3');
    expect(text).toContain("db_connections_waiting 0");
    expect(text).toContain("database_figures_up 0");
    for (const family of [
      "outbox_emails",
      "outbox_oldest_queued_age_seconds",
      "due_jobs_waiting",
      "due_jobs_lag_seconds",
      "due_jobs_failed",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    expect(text).not.toMatch(/^outbox_emails\{/m);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("connection refused"));
    warn.mockRestore();
  });
});
