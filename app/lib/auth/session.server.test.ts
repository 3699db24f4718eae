import { describe, expect, it } from "vitest";
import { sessionCookie } from "./session.server";
import { readCookie } from "~/lib/http/cookies.server";

const settings = { secret: "unit-test-secret-0123456789abcdef0123", secure: false };

function requestWith(setCookie: string) {
  return new Request("http://site.test/", { headers: { cookie: setCookie.split(";", 1)[0]! } });
}

describe("auth cookies", () => {
  it("are HttpOnly and SameSite=Lax, Secure with the __Host- prefix in production", async () => {
    const local = await sessionCookie(settings).serialize("x");
    expect(local).toMatch(/^anantha_session=/);
    expect(local).toMatch(/HttpOnly/);
    expect(local).toMatch(/SameSite=Lax/);
    expect(local).not.toMatch(/Secure/);
    const production = await sessionCookie({ ...settings, secure: true }).serialize("x");
    expect(production).toMatch(/^__Host-anantha_session=/);
    expect(production).toMatch(/; Secure/);
    expect(production).toMatch(/Path=\//);
    expect(production).not.toMatch(/Domain=/);
  });

  it("rejects a value signed with another secret or altered", async () => {
    const cookie = sessionCookie(settings);
    const signed = await cookie.serialize("token-value");
    expect(await readCookie(requestWith(signed), cookie)).toBe("token-value");
    const other = await sessionCookie({ ...settings, secret: "another-secret-0123456789abcdef012345" }).serialize(
      "token-value",
    );
    expect(await readCookie(requestWith(other), cookie)).toBeNull();
    expect(await readCookie(requestWith(signed.replace(/=(.)/, "=A$1")), cookie)).toBeNull();
    expect(await readCookie(new Request("http://site.test/"), cookie)).toBeNull();
  });
});
