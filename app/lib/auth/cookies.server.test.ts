import { describe, expect, it } from "vitest";
import { authCookies, flashCookie, readCookie, takeFlash } from "./cookies.server";

const settings = { secret: "unit-test-secret-0123456789abcdef0123", secure: false };

function requestWith(setCookie: string) {
  return new Request("http://site.test/", { headers: { cookie: setCookie.split(";", 1)[0]! } });
}

describe("auth cookies", () => {
  it("are HttpOnly and SameSite=Lax, Secure with the __Host- prefix in production", async () => {
    const local = await authCookies(settings).session.serialize("x");
    expect(local).toMatch(/^anantha_session=/);
    expect(local).toMatch(/HttpOnly/);
    expect(local).toMatch(/SameSite=Lax/);
    expect(local).not.toMatch(/Secure/);
    const production = await authCookies({ ...settings, secure: true }).session.serialize("x");
    expect(production).toMatch(/^__Host-anantha_session=/);
    expect(production).toMatch(/; Secure/);
    expect(production).toMatch(/Path=\//);
    expect(production).not.toMatch(/Domain=/);
  });

  it("rejects a value signed with another secret or altered", async () => {
    const cookie = authCookies(settings).session;
    const signed = await cookie.serialize("token-value");
    expect(await readCookie(requestWith(signed), cookie)).toBe("token-value");
    const other = await authCookies({ ...settings, secret: "another-secret-0123456789abcdef012345" }).session.serialize(
      "token-value",
    );
    expect(await readCookie(requestWith(other), cookie)).toBeNull();
    expect(await readCookie(requestWith(signed.replace(/=(.)/, "=A$1")), cookie)).toBeNull();
    expect(await readCookie(new Request("http://site.test/"), cookie)).toBeNull();
  });

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
