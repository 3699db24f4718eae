import { describe, expect, it } from "vitest";
import { isSupportAddress, readReplyAddress, ticketReplyAddress } from "./reply-address.server";

const SECRET = "a-test-secret-0123456789abcdef0123456789";
const SUPPORT = "support@ananthait.in";

describe("ticket reply addresses", () => {
  it("round-trips a customer's and a staff member's token, and the desk's", () => {
    const customer = ticketReplyAddress(SECRET, SUPPORT, 42, { role: "customer", userId: 7 });
    expect(customer).toMatch(/^support\+t16\.c7\.[0-9a-f]{20}@ananthait\.in$/);
    expect(customer.split("@")[0]!.length).toBeLessThanOrEqual(64);
    expect(readReplyAddress(SECRET, SUPPORT, customer)).toEqual({
      kind: "token",
      token: { ticketId: 42, recipient: { role: "customer", userId: 7 } },
    });
    const staff = ticketReplyAddress(SECRET, SUPPORT, 42, { role: "staff", userId: 9 });
    expect(readReplyAddress(SECRET, SUPPORT, staff)).toMatchObject({
      token: { recipient: { role: "staff", userId: 9 } },
    });
    const desk = ticketReplyAddress(SECRET, SUPPORT, 42, { role: "staff", userId: null });
    expect(readReplyAddress(SECRET, SUPPORT, desk)).toMatchObject({
      token: { recipient: { role: "staff", userId: null } },
    });
  });

  it("survives a mail system that changes the case of the address", () => {
    const address = ticketReplyAddress(SECRET, SUPPORT, 42, { role: "customer", userId: 7 });
    expect(readReplyAddress(SECRET, SUPPORT, address.toUpperCase()).kind).toBe("token");
  });

  it("refuses a token with another ticket, role or user, another secret, or a cut MAC", () => {
    const address = ticketReplyAddress(SECRET, SUPPORT, 42, { role: "customer", userId: 7 });
    const mac = address.split(".")[2]!.split("@")[0]!;
    expect(readReplyAddress(SECRET, SUPPORT, `support+t17.c7.${mac}@ananthait.in`).kind).toBe("invalid");
    expect(readReplyAddress(SECRET, SUPPORT, `support+t16.s7.${mac}@ananthait.in`).kind).toBe("invalid");
    expect(readReplyAddress(SECRET, SUPPORT, `support+t16.c8.${mac}@ananthait.in`).kind).toBe("invalid");
    expect(readReplyAddress(`${SECRET}x`, SUPPORT, address).kind).toBe("invalid");
    expect(readReplyAddress(SECRET, SUPPORT, `support+t16.c7.${mac.slice(1)}@ananthait.in`).kind).toBe("invalid");
    expect(readReplyAddress(SECRET, SUPPORT, "support+hello@ananthait.in").kind).toBe("invalid");
  });

  it("tells the plain address and other addresses apart", () => {
    expect(readReplyAddress(SECRET, SUPPORT, "Support@AnanthaIT.in").kind).toBe("plain");
    expect(readReplyAddress(SECRET, SUPPORT, "hello@ananthait.in").kind).toBe("other");
    expect(readReplyAddress(SECRET, SUPPORT, "support@elsewhere.test").kind).toBe("other");
    expect(isSupportAddress(SUPPORT, "support+anything@ananthait.in")).toBe(true);
    expect(isSupportAddress(SUPPORT, "support@ananthait.in")).toBe(true);
    expect(isSupportAddress(SUPPORT, "supporter@ananthait.in")).toBe(false);
    expect(isSupportAddress(SUPPORT, "postmaster@ananthait.in")).toBe(false);
  });
});
