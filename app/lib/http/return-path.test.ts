import { describe, expect, it } from "vitest";
import { safeReturnPath, pagePath } from "./return-path";

const BASE = "https://www.ananthait.example";

/** Every way a browser could read a Location header: as it is, and with percent-encoding undone. */
function readings(path: string) {
  const decoded: string[] = [path];
  let current = path;
  for (let round = 0; round < 4; round++) {
    current = decodeURIComponent(current);
    decoded.push(current);
  }
  return decoded;
}

describe("safeReturnPath", () => {
  it.each([
    ["/", "/"],
    ["/blog?tag=Cloud#latest", "/blog?tag=Cloud#latest"],
    ["/amc-plans?plan=starter", "/amc-plans?plan=starter"],
    ["/blog/./post", "/blog/post"],
    ["/blog/../about", "/about"],
    ["/a%2Fb", "/a%2Fb"],
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
    ["/search?q=%2F%2Fnot-a-path", "/search?q=%2F%2Fnot-a-path"],
  ])("keeps %j as %j, and it stays on this origin however it is read", (value, expected) => {
    const path = safeReturnPath(value);
    expect(path).toBe(expected);
    for (const reading of readings(path ?? "").map((text) => text.replace(/[\t\n\r]/g, ""))) {
      expect(new URL(reading, BASE).origin).toBe(BASE);
    }
  });

  it.each([
    "//evil.example",
    "//evil.example/x",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/x/..//evil.example",
    "/x/../..//evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%252F%252Fevil.example",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/x\\y",
    "/\u0000x",
    "/%E0%A4%A",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "blog",
    "",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("refuses values that are not strings", () => {
    for (const value of [null, undefined, 42, {}, ["/"]]) expect(safeReturnPath(value)).toBeNull();
  });
});

describe("pagePath", () => {
  it("names the page of a client-side navigation's data request, not the data URL", () => {
    expect(pagePath(new Request("http://x/staff/team.data?_routes=routes%2Fstaff-team"))).toBe("/staff/team");
    expect(pagePath(new Request("http://x/staff/messages.data?status=new&_routes=a"))).toBe(
      "/staff/messages?status=new",
    );
    expect(pagePath(new Request("http://x/_root.data"))).toBe("/");
    expect(pagePath(new Request("http://x/account?tab=plans"))).toBe("/account?tab=plans");
  });
});
