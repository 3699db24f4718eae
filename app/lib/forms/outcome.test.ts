import { describe, expect, it } from "vitest";
import {
  dataOutcome,
  formPageHeaders,
  type Outcome,
  redirectOutcome,
  retryAfterHeaders,
  textOutcome,
  toResponse,
} from "./outcome";

type Unwrapped = { type: string; data: unknown; init: ResponseInit | null };

describe("the outcome type", () => {
  it("builds each kind with its fields", () => {
    expect(dataOutcome(400, { status: "invalid" })).toEqual({ type: "data", status: 400, body: { status: "invalid" } });
    expect(redirectOutcome("/account")).toMatchObject({ type: "redirect", location: "/account" });
    expect(textOutcome(403, "No")).toEqual({ type: "text", status: 403, message: "No" });
  });

  it("says how long to wait on a 429, in whole seconds of at least one", () => {
    expect(retryAfterHeaders(59.2).get("Retry-After")).toBe("60");
    expect(retryAfterHeaders(0).get("Retry-After")).toBe("1");
  });
});

describe("toResponse", () => {
  it("turns data into React Router's data() with status and headers", () => {
    const outcome: Outcome<{ ok: boolean }> = dataOutcome(429, { ok: false }, retryAfterHeaders(30));
    const result = toResponse(outcome) as unknown as Unwrapped;
    expect(result.type).toBe("DataWithResponseInit");
    expect(result.data).toEqual({ ok: false });
    expect(result.init?.status).toBe(429);
    expect(new Headers(result.init?.headers).get("Retry-After")).toBe("30");
  });

  it("turns a redirect into a 302 keeping its cookies", () => {
    const headers = new Headers();
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    const response = toResponse(redirectOutcome("/account", headers)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("turns text into a plain-text response", async () => {
    const response = toResponse(textOutcome(415, "Please send the form from the website.")) as Response;
    expect(response.status).toBe(415);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Please send the form from the website.");
  });
});

describe("formPageHeaders", () => {
  it("passes the action's Retry-After on to the document, and nothing else", () => {
    const actionHeaders = new Headers({ "Retry-After": "120", "X-Other": "1" });
    const headers = formPageHeaders({ actionHeaders });
    expect(headers.get("Retry-After")).toBe("120");
    expect(headers.get("X-Other")).toBeNull();
    expect([...formPageHeaders({ actionHeaders: new Headers() })]).toEqual([]);
  });
});
