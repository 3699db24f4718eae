import { describe, expect, it } from "vitest";
import { flashCookie, redirectWithToast, takeFlash } from "./flash.server";

const env = { APP_SECRET: "unit-test-secret-0123456789abcdef0123", NODE_ENV: "test" as const };
const settings = { secret: env.APP_SECRET, secure: false };

function requestWith(setCookie: string) {
  return new Request("http://site.test/", { headers: { cookie: setCookie.split(";", 1)[0]! } });
}

describe("flash message", () => {
  it("shows a flash message once and clears it", async () => {
    const header = await flashCookie(settings, { type: "success", message: "Login successful!" });
    expect(header).toMatch(/Max-Age=60/);
    const { flash, clear } = await takeFlash(requestWith(header), settings);
    expect(flash).toEqual({ type: "success", message: "Login successful!" });
    expect(clear).toMatch(/Max-Age=0/);
    expect(await takeFlash(new Request("http://site.test/"), settings)).toEqual({ flash: null, clear: null });
  });

  it("ignores a flash cookie that was tampered with, but still clears it", async () => {
    const { flash, clear } = await takeFlash(
      new Request("http://site.test/", { headers: { cookie: "anantha_flash=eyJ0eXBlIjoiZXJyb3IifQ.bad" } }),
      settings,
    );
    expect(flash).toBeNull();
    expect(clear).toMatch(/Max-Age=0/);
  });
});

describe("redirectWithToast", () => {
  it("redirects with a flash cookie the next page reads once", async () => {
    const outcome = await redirectWithToast(env, "/staff/messages/7", { type: "success", message: "Saved." });
    expect(outcome.type).toBe("redirect");
    if (outcome.type !== "redirect") return;
    expect(outcome.location).toBe("/staff/messages/7");
    const cookies = outcome.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const { flash } = await takeFlash(requestWith(cookies[0]!), settings);
    expect(flash).toEqual({ type: "success", message: "Saved." });
  });

  it("keeps the cookies it is given and appends the flash after them", async () => {
    const headers = new Headers({ "Set-Cookie": "anantha_session=abc; Path=/" });
    const outcome = await redirectWithToast(env, "/", { type: "info", message: "Bye." }, headers);
    if (outcome.type !== "redirect") throw new Error("expected a redirect");
    const cookies = outcome.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("anantha_session=abc; Path=/");
    expect(cookies[1]).toMatch(/^anantha_flash=/);
  });
});
