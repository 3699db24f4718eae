import { describe, expect, it } from "vitest";
import { ratingLinks, signRatingToken, verifyRatingToken } from "./rating-links.server";

const secret = "r".repeat(40);

describe("rating links", () => {
  it("round-trips ticket, resolution and score", () => {
    const token = signRatingToken({ ticketId: 42, resolutionEventId: 901, score: 4 }, secret);
    expect(verifyRatingToken(token, secret)).toEqual({ ticketId: 42, resolutionEventId: 901, score: 4 });
  });

  it("refuses another secret, any changed number, and junk", () => {
    const token = signRatingToken({ ticketId: 42, resolutionEventId: 901, score: 4 }, secret);
    expect(verifyRatingToken(token, "s".repeat(40))).toBeNull();
    const [, , , mac] = token.split(".");
    for (const forged of [`43.901.4.${mac}`, `42.902.4.${mac}`, `42.901.5.${mac}`, `42.901.1.${mac}`])
      expect(verifyRatingToken(forged, secret)).toBeNull();
    expect(verifyRatingToken(`${token}x`, secret)).toBeNull();
    for (const junk of ["", "1.2.3", "42.901.6.x", "0.1.1.abc", `42.901.4.${"a".repeat(43)}`, "x".repeat(5000)])
      expect(verifyRatingToken(junk, secret)).toBeNull();
  });

  it("makes one absolute link per score", () => {
    const links = ratingLinks(
      { ticketId: 7, resolutionEventId: 8 },
      { PUBLIC_URL: "https://x.test", APP_SECRET: secret },
    );
    expect(links.map((link) => link.score)).toEqual([1, 2, 3, 4, 5]);
    const url = new URL(links[2]!.url);
    expect(url.origin + url.pathname).toBe("https://x.test/ticket-rating");
    expect(verifyRatingToken(url.searchParams.get("token") ?? "", secret)).toMatchObject({ score: 3 });
  });
});
