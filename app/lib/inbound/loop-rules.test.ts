import { describe, expect, it } from "vitest";
import { automatedReason } from "./loop-rules";

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("automatedReason", () => {
  it("lets a person's mail through", () => {
    expect(automatedReason(headers({ "auto-submitted": "no" }), "asha@customer.test", "asha@customer.test")).toBeNull();
    expect(automatedReason(headers({}), "asha@customer.test", "asha@customer.test")).toBeNull();
  });

  it.each([
    [{ "auto-submitted": "auto-replied" }, "automated:auto-submitted"],
    [{ "auto-submitted": "auto-generated" }, "automated:auto-submitted"],
    [{ precedence: "bulk" }, "automated:precedence"],
    [{ precedence: "junk" }, "automated:precedence"],
    [{ precedence: "list" }, "automated:precedence"],
    [{ "list-id": "<news.example.com>" }, "automated:list"],
    [{ "list-unsubscribe": "<mailto:u@example.com>" }, "automated:list"],
    [{ "x-autoreply": "yes" }, "automated:auto-reply"],
    [{ "x-auto-response-suppress": "All" }, "automated:auto-reply"],
    [{ "content-type": "multipart/report; report-type=delivery-status" }, "automated:report"],
  ])("refuses %o", (values, reason) => {
    expect(automatedReason(headers(values), "asha@customer.test", "asha@customer.test")).toBe(reason);
  });

  it("refuses bounces (empty envelope sender) and mailer daemons", () => {
    expect(automatedReason(headers({}), "", "asha@customer.test")).toBe("automated:bounce");
    expect(automatedReason(headers({}), "mailer-daemon@mx.test", "MAILER-DAEMON@mx.test")).toBe("automated:sender");
    expect(automatedReason(headers({}), "bounce@x.test", "noreply@shop.test")).toBe("automated:sender");
    expect(automatedReason(headers({}), "postmaster@x.test", "someone@x.test")).toBe("automated:sender");
  });
});
