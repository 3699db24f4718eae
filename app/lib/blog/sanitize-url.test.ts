import { describe, expect, it } from "vitest";
import { sanitizeUrl } from "./sanitize-url";

describe("sanitizeUrl", () => {
  it.each([
    "https://www.example.org/page?x=1#top",
    "http://example.org",
    "HTTPS://EXAMPLE.ORG",
    "mailto:someone@example.org",
    "irc://irc.libera.chat/#kerala",
    "ircs://irc.libera.chat:6697",
    "xmpp:support@example.org",
    "/contact",
    "../blog/cloud-migration-best-practices",
    "#section-2",
    "?tag=Security",
    "relative/path:with-colon",
    "/a:b",
    "//cdn.example.org/x",
    "",
  ])("keeps %j", (url) => {
    expect(sanitizeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "javascript://%0aalert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:image/png;base64,AAAA",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "tel:+910000000000",
    "ftp://example.org",
    "chrome://settings",
  ])("empties %j", (url) => {
    expect(sanitizeUrl(url)).toBe("");
  });
});
