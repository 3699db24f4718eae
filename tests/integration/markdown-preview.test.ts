// POST /staff/preview/markdown, the console editors' live preview: markdown rendered with the public
// pages' safe rules (hostile markup and links neutralised), for staff only, from this site only, with a
// bounded body, and rate-limited per staff member; never cached; a GET is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { MARKDOWN_PREVIEW_MAX_CHARS, markdownPreviewRateLimit } from "~/lib/staff/markdown-preview.server";
import { action, loader } from "~/routes/staff/markdown-preview";
import { addUser, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { behindConsole, formPost, routeContext } from "./support/routes";

const path = "/staff/preview/markdown";

describe("the live markdown preview", () => {
  let database: TestDatabase;
  let db: Database;
  let staff: StaffUser;
  let staffCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.db;
    staff = await addUser(db, "staff", "Preview Writer");
    staffCookie = await signedInCookie(db, staff);
  });
  afterAll(() => database.destroy());

  /** The route's answer (a thrown one too: the 404 of a customer, the login of a visitor). */
  async function post(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    const request = formPost(path, fields, headers);
    try {
      const answer = await behindConsole(action)({ request, context: routeContext(db), params: {} } as never);
      return answer as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      const wrapped = thrown as { init?: ResponseInit | null };
      return new Response(null, { status: wrapped.init?.status ?? 500 });
    }
  }

  it("renders with the public pages' rules: script, event handlers and javascript: links are neutralised", async () => {
    const hostile = [
      "## Steps",
      "Hello <script>window.pwned = 1</script>",
      '<img src="x" onerror="alert(2)">',
      "<iframe src=https://evil.example></iframe>",
      "[click me](javascript:alert(3)) and [data](data:text/html;base64,PHNjcmlwdD4=)",
      "**bold**",
    ].join("\r\n\r\n");
    const answer = await post({ markdown: hostile }, { cookie: staffCookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const { html } = (await answer.json()) as { html: string };
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toMatch(/<h2[^>]*>Steps/);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<script|<img|<iframe|javascript:|data:text/i);
  });

  it("refuses a customer (the 404), another site (403), a missing field (400) and text over the limit (413)", async () => {
    const customer = await addUser(db, "customer", "Curious Customer");
    expect((await post({ markdown: "hi" }, { cookie: await signedInCookie(db, customer) })).status).toBe(404);
    expect((await post({ markdown: "hi" })).status).toBe(302);
    expect((await post({ markdown: "hi" }, { cookie: staffCookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ text: "hi" }, { cookie: staffCookie })).status).toBe(400);
    const tooLong = await post({ markdown: "a".repeat(MARKDOWN_PREVIEW_MAX_CHARS + 1) }, { cookie: staffCookie });
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toEqual({ message: "This text is too long to preview." });
  });

  it("answers a GET with 405", async () => {
    const request = new Request(`http://localhost${path}`, { headers: { cookie: staffCookie } });
    const answer = (await behindConsole(loader)({ request, context: routeContext(db), params: {} } as never).catch(
      (thrown: { init?: ResponseInit | null }) => thrown,
    )) as { init?: ResponseInit | null };
    expect(answer.init?.status).toBe(405);
  });

  it("stops a staff member over the limit (429 with Retry-After), not the others", async () => {
    const busy = await addUser(db, "staff", "Busy Typist");
    const cookie = await signedInCookie(db, busy);
    for (let count = 0; count < markdownPreviewRateLimit.limit; count += 1) {
      expect((await post({ markdown: "a" }, { cookie })).status).toBe(200);
    }
    const refused = await post({ markdown: "a" }, { cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post({ markdown: "a" }, { cookie: staffCookie })).status).toBe(200);
  });
});
