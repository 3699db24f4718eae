// Blog posts and job openings worked in the staff console, on PGlite and PostgreSQL, through the
// pages' forms: a draft stays a draft (nothing public), every save is a version, an older version is
// restored as a new one, the old frontmatter's rules refuse a bad post, a hostile body is neutralised
// in the preview, publishing and a new deadline are kept to editors (admins; staff get 403), an
// opening is extended or reopened, and updated_at — the public pages' cache stamp — moves with every
// change.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostEvents, blogPosts, blogPostVersions, jobOpeningEvents, jobOpenings } from "~/db/schema";
import type { CaseFormEnv } from "~/lib/casework/case-form.server";
import { addDays, indiaDay } from "~/lib/contracts/period";
import { getEnv } from "~/lib/env.server";
import { type FormDefinition, handleForm } from "~/lib/forms/pipeline.server";
import { blogPostForm, jobOpeningForm } from "~/lib/publishing/staff-actions.server";
import type { BlogPostActionData, JobOpeningActionData } from "~/lib/publishing/staff-query";
import type { StaffUser } from "~/lib/staff/guard.server";
import { loader as openingLoader } from "~/routes/staff/opening";
import { loader as openingsLoader } from "~/routes/staff/openings";
import { addApplication, addJobOpening, addUser, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { loadConsolePage, behindConsole, routeContext } from "./support/routes";

const env = getEnv();
type Answer<Body> = { type: string; status?: number; location?: string; body?: Body };

function post(path: string, fields: [string, string][]) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: env.PUBLIC_URL, "user-agent": "integration-test" },
  });
}

const blogPost = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    title: "Five checks before the monsoon",
    slug: "",
    excerpt:
      "Power cuts and damp air are hard on small offices' computers: five checks that keep them running through the rains.",
    author: "Vishnu Prasad",
    publishedOn: "2026-11-20",
    category: "IT Support",
    tags: "Monsoon, Maintenance",
    imageName: "devices",
    imageAlt: "A laptop, a phone and a router",
    body: "## Check the UPS\n\nTest it before the first storm.",
    note: "",
    ...overrides,
  });

const opening = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    title: "Field Support Engineer",
    slug: "",
    department: "Support",
    location: "Trivandrum, Kerala",
    employmentType: "Full-time",
    experience: "1-3 years",
    salaryRange: "₹3,00,000 - ₹4,50,000",
    description: "Visit homes and offices across Thiruvananthapuram to fix what the desk cannot.",
    requirements: "A diploma in electronics\nA two-wheeler licence\nClear Malayalam and English",
    responsibilities: "Visit sites\nInstall CCTV and networks\nKeep each visit's report",
    skills: "Networking\nCCTV\nCustomer service",
    postedOn: indiaDay(new Date()),
    applicationDeadline: addDays(indiaDay(new Date()), 30),
    note: "",
    ...overrides,
  });

describe.each(databaseKinds)("blog posts and job openings in the staff console on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffUser;
  let admin: StaffUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    staff = { ...(await addUser(database.db, "staff", "Desk Writer")), role: "staff" };
    admin = { ...(await addUser(database.db, "admin", "Editor Admin")), role: "admin" };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  function submit<Body>(
    form: (
      actor: StaffUser,
      target: { mode: "new" } | { mode: "edit"; id: number },
    ) => FormDefinition<unknown, CaseFormEnv>,
    base: string,
  ) {
    return (actor: StaffUser, path: string, fields: [string, string][]) => {
      const id = Number(new RegExp(`^${base}/(\\d+)$`).exec(path)?.[1]);
      return handleForm(form(actor, Number.isNaN(id) ? { mode: "new" } : { mode: "edit", id }), {
        request: post(path, fields),
        db: database.db,
        clientAddress: "198.51.100.7",
        env,
        session: async () => actor,
      }) as Promise<Answer<Body>>;
    };
  }
  const postRequest = submit<BlogPostActionData>(blogPostForm, "/staff/blog");
  const openingRequest = submit<JobOpeningActionData>(jobOpeningForm, "/staff/openings");
  const idFrom = (location: string | undefined) => Number(/\/(\d+)$/.exec(location ?? "")?.[1]);
  const postRow = async (id: number) => (await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;
  const openingRow = async (id: number) =>
    (await database.db.select().from(jobOpenings).where(eq(jobOpenings.id, id)))[0]!;
  const longAgo = new Date("2020-01-01T00:00:00Z");
  /** Sets the cache stamp back, so the next change is seen to move it (however fast the database is). */
  const cookies = new Map<number, string>();
  /** A signed-in console cookie per member (the factory enrols the second factor once per account). */
  const cookieOf = async (user: StaffUser) => {
    const cookie = cookies.get(user.id) ?? (await signedInCookie(database.db, user));
    cookies.set(user.id, cookie);
    return cookie;
  };
  const agePost = (id: number) => database.db.update(blogPosts).set({ updatedAt: longAgo }).where(eq(blogPosts.id, id));
  const ageOpening = (id: number) =>
    database.db.update(jobOpenings).set({ updatedAt: longAgo }).where(eq(jobOpenings.id, id));

  it("drafts a post, saves versions, restores one, and keeps the cache stamp moving", async () => {
    const created = await postRequest(staff, "/staff/blog/new", [...blogPost(), ["intent", "save"]]);
    expect(created).toMatchObject({ type: "redirect" });
    const id = idFrom(created.location);
    expect(await postRow(id)).toMatchObject({
      slug: "five-checks-before-the-monsoon",
      status: "draft",
      publishedAt: null,
      version: 1,
      tags: ["Monsoon", "Maintenance"],
      featured: false,
      createdById: staff.id,
    });

    await agePost(id);
    const saved = await postRequest(staff, `/staff/blog/${id}`, [
      ...blogPost({ body: "## Check the UPS\n\nAnd the earthing.", note: "Earthing", slug: "monsoon-checks" }),
      ["featured", "on"],
      ["version", "1"],
      ["intent", "save"],
    ]);
    expect(saved).toMatchObject({ type: "redirect", location: `/staff/blog/${id}` });
    const afterSave = await postRow(id);
    // A draft never published may still change its address.
    expect(afterSave).toMatchObject({ version: 2, slug: "monsoon-checks", featured: true });
    expect(afterSave.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());

    expect(
      await postRequest(staff, `/staff/blog/${id}`, [...blogPost(), ["version", "1"], ["intent", "save"]]),
    ).toMatchObject({ status: 409 });

    await agePost(id);
    const restored = await postRequest(staff, `/staff/blog/${id}`, [
      ["restoreVersion", "1"],
      ["version", "2"],
      ["intent", "restore"],
    ]);
    expect(restored).toMatchObject({ type: "redirect" });
    const afterRestore = await postRow(id);
    expect(afterRestore).toMatchObject({ version: 3, body: "## Check the UPS\n\nTest it before the first storm." });
    expect(afterRestore.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    const versions = await database.db
      .select()
      .from(blogPostVersions)
      .where(eq(blogPostVersions.postId, id))
      .orderBy(asc(blogPostVersions.version));
    expect(versions.map((version) => [version.version, version.note, version.editedById])).toEqual([
      [1, null, staff.id],
      [2, "Earthing", staff.id],
      [3, "Restored version 1", staff.id],
    ]);
  });

  it("refuses a post the old frontmatter rules refuse", async () => {
    const refused = await postRequest(staff, "/staff/blog/new", [
      ...blogPost({
        title: "",
        slug: "Not A Slug",
        excerpt: "Too short.",
        author: "Someone Else",
        publishedOn: "2026-02-30",
        tags: "One",
        imageName: "unicorn",
        imageAlt: "",
        body: "",
      }),
      ["intent", "save"],
    ]);
    expect(refused).toMatchObject({ status: 400 });
    expect(Object.keys(refused.body?.fieldErrors ?? {}).sort()).toEqual(
      ["author", "body", "excerpt", "imageAlt", "imageName", "publishedOn", "slug", "tags", "title"].sort(),
    );
    // What was typed comes back.
    expect(refused.body?.values.excerpt).toBe("Too short.");
  });

  it("previews a hostile post body without running anything, and saves nothing", async () => {
    const hostile = [
      "Hello <script>alert(1)</script>",
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">link</a>',
      "[click me](javascript:alert(4))",
      '<iframe src="https://evil.example"></iframe>',
      "**bold**",
    ].join("\n\n");
    const before = (await database.db.select().from(blogPosts)).length;
    const preview = await postRequest(staff, "/staff/blog/new", [
      ...blogPost({ title: "hostile", body: hostile }),
      ["intent", "preview"],
    ]);
    expect(preview).toMatchObject({ type: "data", status: 200 });
    const html = preview.body?.preview?.html ?? "";
    expect(html).toContain("<strong>bold</strong>");
    // Tags come out as text; no element, event handler or script link survives.
    expect(html).not.toMatch(/<(script|img|iframe)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("&lt;script&gt;");
    expect(preview.body?.preview?.readTime).toBe(1);
    expect(preview.body?.values.body).toBe(hostile);
    expect((await database.db.select().from(blogPosts)).length).toBe(before);
  });

  it("keeps publishing to editors; fixes the address once published; every move stamps the post", async () => {
    const created = await postRequest(staff, "/staff/blog/new", [
      ...blogPost({ title: "Backups that work" }),
      ["intent", "save"],
    ]);
    const id = idFrom(created.location);
    expect(
      await postRequest(staff, `/staff/blog/${id}`, [
        ["status", "draft"],
        ["intent", "publish"],
      ]),
    ).toMatchObject({ status: 403, body: { message: "Only an editor may publish, unpublish or archive." } });
    expect((await postRow(id)).status).toBe("draft");

    for (const [from, move, to] of [
      ["draft", "publish", "published"],
      ["published", "unpublish", "draft"],
      ["draft", "publish", "published"],
      ["published", "archive", "archived"],
    ] as const) {
      await agePost(id);
      const moved = await postRequest(admin, `/staff/blog/${id}`, [
        ["status", from],
        ["intent", move],
      ]);
      expect(moved).toMatchObject({ type: "redirect" });
      const row = await postRow(id);
      expect(row.status).toBe(to);
      expect(row.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    }
    const row = await postRow(id);
    expect(row).toMatchObject({ publishedById: admin.id, slug: "backups-that-work" });

    // Published once, its address stays whatever the form sends.
    await postRequest(staff, `/staff/blog/${id}`, [
      ...blogPost({ title: "Backups that work", slug: "another-address" }),
      ["version", String(row.version)],
      ["intent", "save"],
    ]);
    expect((await postRow(id)).slug).toBe("backups-that-work");
    const kinds = await database.db
      .select({ kind: blogPostEvents.kind })
      .from(blogPostEvents)
      .where(eq(blogPostEvents.postId, id))
      .orderBy(asc(blogPostEvents.id));
    expect(kinds.map((event) => event.kind)).toEqual([
      "created",
      "published",
      "unpublished",
      "published",
      "archived",
      "edited",
    ]);
  });

  it("writes an opening, publishes it, and extends or reopens it (editors only, never into the past)", async () => {
    const created = await openingRequest(staff, "/staff/openings/new", [...opening(), ["intent", "save"]]);
    expect(created).toMatchObject({ type: "redirect" });
    const id = idFrom(created.location);
    expect(await openingRow(id)).toMatchObject({
      slug: "field-support-engineer",
      status: "draft",
      version: 1,
      skills: ["Networking", "CCTV", "Customer service"],
    });

    const refused = await openingRequest(staff, "/staff/openings/new", [
      ...opening({ title: "Short lists", skills: "One", department: "Sales", applicationDeadline: "2020-01-01" }),
      ["intent", "save"],
    ]);
    expect(Object.keys(refused.body?.fieldErrors ?? {}).sort()).toEqual([
      "applicationDeadline",
      "department",
      "skills",
    ]);

    await ageOpening(id);
    expect(
      await openingRequest(admin, `/staff/openings/${id}`, [
        ["status", "draft"],
        ["intent", "publish"],
      ]),
    ).toMatchObject({ type: "redirect" });
    expect((await openingRow(id)).updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());

    const later = addDays(indiaDay(new Date()), 60);
    expect(
      await openingRequest(staff, `/staff/openings/${id}`, [
        ["deadline", later],
        ["version", "1"],
        ["intent", "deadline"],
      ]),
    ).toMatchObject({ status: 403 });
    expect(
      await openingRequest(admin, `/staff/openings/${id}`, [
        ["deadline", addDays(indiaDay(new Date()), -1)],
        ["version", "1"],
        ["intent", "deadline"],
      ]),
    ).toMatchObject({ status: 400, body: { fieldErrors: { deadline: "Choose today (in India) or a later day." } } });

    await ageOpening(id);
    const extended = await openingRequest(admin, `/staff/openings/${id}`, [
      ["deadline", later],
      ["version", "1"],
      ["intent", "deadline"],
    ]);
    expect(extended).toMatchObject({ type: "redirect" });
    const row = await openingRow(id);
    expect(row).toMatchObject({ applicationDeadline: later, version: 2, status: "published" });
    expect(row.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    const events = await database.db
      .select({ kind: jobOpeningEvents.kind, body: jobOpeningEvents.body })
      .from(jobOpeningEvents)
      .where(eq(jobOpeningEvents.openingId, id))
      .orderBy(asc(jobOpeningEvents.id));
    expect(events.map((event) => event.kind)).toEqual(["created", "published", "edited"]);
    expect(events.at(-1)?.body).toMatch(/^Application deadline moved from .+ to .+$/);
  });

  it("lists openings with the closed marker and, for admins, their applications; reopens a closed one", async () => {
    const closed = await addJobOpening(database.db, {
      slug: "closed-network-engineer",
      title: "Closed Network Engineer",
      postedOn: "2026-01-01",
      applicationDeadline: "2026-02-01",
    });
    await addApplication(database.db, { openingId: closed.slug });
    await addApplication(database.db, { openingId: closed.slug });
    const list = async (actor: StaffUser) =>
      (await loadConsolePage(
        database.db,
        openingsLoader,
        "/staff/openings?q=closed-network",
        await cookieOf(actor),
      )) as { rows: { slug: string; closed: boolean; applications: number | null }[] };
    expect((await list(admin)).rows).toEqual([
      expect.objectContaining({ slug: closed.slug, closed: true, applications: 2 }),
    ]);
    expect((await list(staff)).rows).toEqual([
      expect.objectContaining({ slug: closed.slug, closed: true, applications: null }),
    ]);

    await ageOpening(closed.id);
    const today = indiaDay(new Date());
    const reopened = await openingRequest(admin, `/staff/openings/${closed.id}`, [
      ["deadline", today],
      ["version", "1"],
      ["intent", "deadline"],
    ]);
    expect(reopened).toMatchObject({ type: "redirect" });
    expect(await openingRow(closed.id)).toMatchObject({ applicationDeadline: today, version: 2 });
    const page = (await behindConsole(openingLoader)({
      request: new Request(`http://localhost/staff/openings/${closed.id}`, {
        headers: { cookie: await cookieOf(admin) },
      }),
      context: routeContext(database.db),
      params: { id: String(closed.id) },
    } as never)) as { open: boolean; mayPublish: boolean; mayOpenApplications: boolean };
    expect(page).toMatchObject({ open: true, mayPublish: true, mayOpenApplications: true });
  });
});
