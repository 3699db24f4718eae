// Help articles worked in the staff console, on PGlite, through the pages' form: a draft and its
// versions, a slug already taken, a preview that neutralises hostile markdown, restoring an older
// version, publishing kept to editors (admins), a draft from a resolved ticket with the customer's
// personal data scrubbed out (once per ticket, never from an open one), and the 404 a customer gets.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpArticleEvents, helpArticles, helpArticleVersions, tickets } from "~/db/schema";
import type { CaseFormEnv } from "~/lib/casework/case-form.server";
import { getEnv } from "~/lib/env.server";
import { type FormDefinition, handleForm } from "~/lib/forms/pipeline.server";
import { helpArticleForm } from "~/lib/help/staff-actions.server";
import type { HelpArticleActionData } from "~/lib/help/staff-query";
import type { StaffUser } from "~/lib/staff/guard.server";
import { cookieSettings } from "~/lib/http/cookies.server";
import { appendTicketEvent } from "~/lib/tickets/events.server";
import { takeFlash } from "~/lib/toast/flash.server";
import { loader as articleLoader } from "~/routes/staff/help-article";
import { loader as newArticleLoader } from "~/routes/staff/help-article-new";
import { loader as listLoader } from "~/routes/staff/help-articles";
import { addContactMessage, addUser, openTicket, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { behindConsole, routeContext } from "./support/routes";

const env = getEnv();
type Answer = { type: string; status?: number; location?: string; body?: HelpArticleActionData; headers?: Headers };

function post(path: string, fields: [string, string][]) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: env.PUBLIC_URL, "user-agent": "integration-test" },
  });
}

const article = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    title: "Restart a router that drops Wi-Fi",
    slug: "",
    summary: "When Wi-Fi drops every evening, restart the router the right way.",
    category: "internet-and-wifi",
    tags: "wifi, Router, wifi",
    body: "1. Unplug the router.\n2. Wait 30 seconds.\n3. Plug it back in.",
    note: "",
    ...overrides,
  });

describe("help articles in the staff console", () => {
  let database: TestDatabase;
  let staff: StaffUser;
  let admin: StaffUser;
  const cookies = new Map<number, string>();
  /** A signed-in console cookie per member (the factory enrols the second factor once per account). */
  const cookieOf = async (user: { id: number; email: string; role: StaffUser["role"] | "customer" }) => {
    const known = cookies.get(user.id);
    if (known) return known;
    const cookie = await signedInCookie(database.db, user);
    cookies.set(user.id, cookie);
    return cookie;
  };

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    staff = { ...(await addUser(database.db, "staff", "Desk Member")), role: "staff" };
    admin = { ...(await addUser(database.db, "admin", "Editor Admin")), role: "admin" };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const request = (actor: StaffUser, path: string, fields: [string, string][]) => {
    const id = Number(/\/staff\/help\/(\d+)$/.exec(path)?.[1]);
    const definition: FormDefinition<unknown, CaseFormEnv> = helpArticleForm(
      actor,
      Number.isNaN(id) ? { mode: "new" } : { mode: "edit", id },
    );
    return handleForm(definition, {
      request: post(path, fields),
      db: database.db,
      clientAddress: "198.51.100.7",
      env,
      session: async () => actor,
    }) as Promise<Answer>;
  };
  /** The toast a redirect carries. */
  const toastOf = async (answer: Answer) => {
    const cookie = answer.headers?.get("set-cookie")?.split(";")[0] ?? "";
    return (await takeFlash(new Request("http://localhost/", { headers: { cookie } }), cookieSettings(env))).flash;
  };
  const idFrom = (location: string | undefined) => Number(/\/staff\/help\/(\d+)$/.exec(location ?? "")?.[1]);
  const row = async (id: number) => (await database.db.select().from(helpArticles).where(eq(helpArticles.id, id)))[0]!;
  const versions = (id: number) =>
    database.db
      .select()
      .from(helpArticleVersions)
      .where(eq(helpArticleVersions.articleId, id))
      .orderBy(asc(helpArticleVersions.version));
  const eventKinds = async (id: number) =>
    (
      await database.db
        .select({ kind: helpArticleEvents.kind })
        .from(helpArticleEvents)
        .where(eq(helpArticleEvents.articleId, id))
        .orderBy(asc(helpArticleEvents.id))
    ).map((event) => event.kind);

  it("writes a draft, saves versions, refuses a taken slug and a stale page, restores an older version", async () => {
    const created = await request(staff, "/staff/help/new", [...article(), ["intent", "save"]]);
    expect(created).toMatchObject({ type: "redirect" });
    const id = idFrom(created.location);
    expect(await row(id)).toMatchObject({
      slug: "restart-a-router-that-drops-wi-fi",
      status: "draft",
      version: 1,
      tags: ["wifi", "router"],
      createdById: staff.id,
    });

    const saved = await request(staff, `/staff/help/${id}`, [
      ...article({ body: "1. Unplug it.\n2. Wait a minute.", note: "Shorter steps" }),
      ["concerns", "network"],
      ["concerns", "not-a-concern"],
      ["version", "1"],
      ["intent", "save"],
    ]);
    expect(saved).toMatchObject({ type: "redirect", location: `/staff/help/${id}` });
    expect(await row(id)).toMatchObject({
      version: 2,
      body: "1. Unplug it.\n2. Wait a minute.",
      concerns: ["network"],
    });
    expect((await versions(id)).map((version) => [version.version, version.note, version.editedById])).toEqual([
      [1, null, staff.id],
      [2, "Shorter steps", staff.id],
    ]);

    // A second article may not take the first one's address; a stale page (version 1) is refused.
    const taken = await request(staff, "/staff/help/new", [
      ...article({ title: "Another", slug: "restart-a-router-that-drops-wi-fi" }),
      ["intent", "save"],
    ]);
    expect(taken).toMatchObject({
      status: 400,
      body: { fieldErrors: { slug: "Another article already uses this address: choose another." } },
    });
    const stale = await request(staff, `/staff/help/${id}`, [...article(), ["version", "1"], ["intent", "save"]]);
    expect(stale).toMatchObject({ status: 409 });
    const invalid = await request(staff, `/staff/help/${id}`, [
      ...article({ title: "", slug: "Not A Slug", category: "nope" }),
      ["version", "2"],
      ["intent", "save"],
    ]);
    expect(Object.keys(invalid.body?.fieldErrors ?? {}).sort()).toEqual(["category", "slug", "title"]);

    const restored = await request(staff, `/staff/help/${id}`, [
      ["restoreVersion", "1"],
      ["version", "2"],
      ["intent", "restore"],
    ]);
    expect(restored).toMatchObject({ type: "redirect" });
    expect(await row(id)).toMatchObject({
      version: 3,
      body: "1. Unplug the router.\n2. Wait 30 seconds.\n3. Plug it back in.",
    });
    expect((await versions(id)).at(-1)).toMatchObject({ version: 3, note: "Restored version 1" });
    expect(await eventKinds(id)).toEqual(["created", "edited", "restored"]);
  });

  it("previews with the blog's safe rules: script, event handlers and javascript: links are neutralised, nothing saved", async () => {
    const hostile = [
      "Hello <script>alert(1)</script>",
      '<img src="x" onerror="alert(2)">',
      "[click me](javascript:alert(3))",
      "**bold**",
    ].join("\n\n");
    const preview = await request(staff, "/staff/help/new", [...article({ body: hostile }), ["intent", "preview"]]);
    expect(preview).toMatchObject({ type: "data", status: 200 });
    const html = preview.body?.previewHtml ?? "";
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain("&lt;script&gt;");
    expect(preview.body?.values.body).toBe(hostile);
    expect((await database.db.select().from(helpArticles)).map((found) => found.title)).not.toContain("hostile");
  });

  it("lets an admin publish, unpublish and archive; refuses staff (403), who see publishing disabled", async () => {
    const created = await request(staff, "/staff/help/new", [
      ...article({ title: "Add a printer on Windows" }),
      ["intent", "save"],
    ]);
    const id = idFrom(created.location);
    const refused = await request(staff, `/staff/help/${id}`, [
      ["status", "draft"],
      ["intent", "publish"],
    ]);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: "Only an editor may publish, unpublish or archive an article." },
    });
    expect((await row(id)).status).toBe("draft");

    const published = await request(admin, `/staff/help/${id}`, [
      ["status", "draft"],
      ["intent", "publish"],
    ]);
    expect(published).toMatchObject({ type: "redirect" });
    const after = await row(id);
    expect(after).toMatchObject({ status: "published", publishedById: admin.id });
    expect(after.publishedAt).toBeInstanceOf(Date);
    // A stale page (it showed a draft) is refused; unpublish and archive move it on.
    expect(
      await request(admin, `/staff/help/${id}`, [
        ["status", "draft"],
        ["intent", "archive"],
      ]),
    ).toMatchObject({
      status: 409,
    });
    await request(admin, `/staff/help/${id}`, [
      ["status", "published"],
      ["intent", "unpublish"],
    ]);
    await request(admin, `/staff/help/${id}`, [
      ["status", "draft"],
      ["intent", "archive"],
    ]);
    expect((await row(id)).status).toBe("archived");
    expect(await eventKinds(id)).toEqual(["created", "published", "unpublished", "archived"]);

    const page = async (actor: StaffUser) => {
      const cookie = await cookieOf(actor);
      return (await behindConsole(articleLoader)({
        request: new Request(`http://localhost/staff/help/${id}`, { headers: { cookie } }),
        context: routeContext(database.db),
        params: { id: String(id) },
      } as never)) as { mayPublish: boolean; moves: string[] };
    };
    expect(await page(staff)).toMatchObject({ mayPublish: false, moves: ["publish", "unpublish"] });
    expect(await page(admin)).toMatchObject({ mayPublish: true });
  });

  it("drafts an article from a resolved ticket without the customer's personal data, once per ticket, never from an open one", async () => {
    const { db } = database;
    const customer = await addUser(db, "customer", "Lakshmi Menon");
    await addContactMessage(db, {
      firstName: "Lakshmi",
      lastName: "Menon",
      email: customer.email,
      phone: "98470 12345",
    });
    const ticket = await openTicket(db, customer, {
      subject: "Re: Wi-Fi drops every evening",
      description: `Hi,\n\nOur Wi-Fi drops every evening around 8 pm. I am Lakshmi Menon, call me on 98470 12345 or write to ${customer.email}.\n\nThanks,\nLakshmi`,
    });
    const staffActor = { id: staff.id, name: staff.fullName };
    await appendTicketEvent(db, ticket.id, {
      kind: "note",
      internal: true,
      actor: staffActor,
      body: "INTERNAL: the customer's landlord owns the router.",
    });
    await appendTicketEvent(db, ticket.id, {
      kind: "staff_reply",
      actor: staffActor,
      body: "Hello Lakshmi,\n\nPlease change the Wi-Fi channel to 6 in the router's settings at 192.168.1.1, then restart it.\n\nRegards,\nDesk Member",
    });
    const press = () =>
      request(staff, "/staff/help/new", [
        ["ticket", String(ticket.id)],
        ["intent", "fromTicket"],
      ]);

    // Not resolved yet: refused, nothing made.
    expect(await press()).toMatchObject({
      status: 409,
      body: { message: "Only a resolved or closed ticket can become an article." },
    });
    expect(await db.select().from(helpArticles).where(eq(helpArticles.sourceTicketId, ticket.id))).toEqual([]);

    await db.update(tickets).set({ status: "resolved" }).where(eq(tickets.id, ticket.id));
    const drafted = await press();
    expect(drafted).toMatchObject({ type: "redirect" });
    const id = idFrom(drafted.location);
    const draft = await row(id);
    expect(draft).toMatchObject({ status: "draft", sourceTicketId: ticket.id, version: 1 });
    const text = `${draft.title}\n${draft.summary}\n${draft.body}`;
    expect(text).toContain("Wi-Fi drops every evening");
    expect(text).toContain("change the Wi-Fi channel to 6");
    expect(text).toContain("192.168.1.1");
    for (const personal of ["Lakshmi", "Menon", "98470", customer.email, "Desk Member", "INTERNAL", "landlord"]) {
      expect(text).not.toContain(personal);
    }
    expect(await toastOf(drafted)).toEqual({
      type: "success",
      message: "Draft made from the ticket. Removed: 1 email address, 1 phone number, 1 name.",
    });
    expect(await eventKinds(id)).toEqual(["drafted_from_ticket"]);
    expect(await versions(id)).toHaveLength(1);

    // The second press opens the same draft.
    const again = await press();
    expect(again).toMatchObject({ type: "redirect", location: `/staff/help/${id}` });
    expect(await toastOf(again)).toEqual({ type: "info", message: "This ticket already has an article: here it is." });
    expect(await db.select().from(helpArticles).where(eq(helpArticles.sourceTicketId, ticket.id))).toHaveLength(1);
  });

  it("lists articles newest first with filters; a customer gets the 404 on every /staff/help page", async () => {
    const { db } = database;
    const staffCookie = await cookieOf(staff);
    const customer = await addUser(db, "customer", "Curious Customer");
    const customerCookie = await cookieOf(customer);
    const [first] = await db.select({ id: helpArticles.id }).from(helpArticles).limit(1);
    const call = async (loader: unknown, path: string, cookie: string, params: Record<string, string> = {}) => {
      try {
        return await behindConsole(loader as (args: never) => unknown)({
          request: new Request(`http://localhost${path}`, { headers: { cookie } }),
          context: routeContext(db),
          params,
        } as never);
      } catch (thrown) {
        return thrown as { init?: ResponseInit | null; status?: number };
      }
    };
    const list = (await call(listLoader, "/staff/help?status=draft&q=printer", staffCookie)) as {
      rows: { title: string; status: string }[];
    };
    expect(list.rows.map((found) => found.title)).toEqual([]);
    const all = (await call(listLoader, "/staff/help", staffCookie)) as { rows: { id: number }[] };
    const ids = all.rows.map((found) => found.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const searched = (await call(listLoader, "/staff/help?q=router", staffCookie)) as { rows: { title: string }[] };
    expect(searched.rows.map((found) => found.title)).toContain("Restart a router that drops Wi-Fi");

    for (const [loader, path, params] of [
      [listLoader, "/staff/help", {}],
      [newArticleLoader, "/staff/help/new", {}],
      [articleLoader, `/staff/help/${first!.id}`, { id: String(first!.id) }],
    ] as const) {
      const answer = (await call(loader, path, customerCookie, params)) as {
        init?: ResponseInit | null;
        status?: number;
      };
      expect(answer.init?.status ?? answer.status, path).toBe(404);
    }
  });
});
