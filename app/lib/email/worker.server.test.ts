import { describe, expect, it } from "vitest";
import { escapeHtml, textToHtml } from "./html";
import { headerSafe } from "./outbox.server";
import { isPermanentSmtpError } from "./transport.server";
import { heartbeatIntervalMs } from "./claims.server";
import { defaultOutboxSettings, retryDelayMs } from "./worker.server";

describe("retry backoff", () => {
  it("doubles from the base delay with ±20 % jitter and a six-hour cap", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, () => 0.999_999)).toBe(36_000);
    expect(retryDelayMs(40, 30_000, middle)).toBe(6 * 60 * 60_000);
  });
});

describe("claim lease", () => {
  it("is renewed three times per lease, and stays within about a minute after a crash", () => {
    expect(heartbeatIntervalMs(30_000)).toBe(10_000);
    expect(heartbeatIntervalMs(900)).toBe(300);
    const { leaseMs, sendTimeoutMs } = defaultOutboxSettings;
    expect(leaseMs).toBeLessThanOrEqual(45_000);
    // A send gives up long before it could hold a row for many leases.
    expect(sendTimeoutMs).toBeGreaterThan(leaseMs);
  });
});

describe("email safety helpers", () => {
  it("never lets a header value carry a line break", () => {
    expect(headerSafe("Hello\r\nBcc: victim@elsewhere.test")).toBe("Hello Bcc: victim@elsewhere.test");
    expect(headerSafe("a\u2028b\u0000c")).toBe("a b c");
    expect(headerSafe("x".repeat(300))).toHaveLength(200);
  });

  it("escapes text for HTML email bodies", () => {
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;",
    );
    expect(textToHtml("a <b>\nc\n\nd")).toBe("<p>a &lt;b&gt;<br>c</p>\n<p>d</p>");
  });

  it("treats only 5xx SMTP replies as permanent", () => {
    expect(isPermanentSmtpError({ responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpError({ responseCode: 421 })).toBe(false);
    expect(isPermanentSmtpError(new Error("ECONNREFUSED"))).toBe(false);
  });
});
