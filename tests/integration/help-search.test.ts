// The help centre's search on PGlite and PostgreSQL, over a small real-looking set of articles:
// ranking (the answer first, a title hit above a body hit), stemming, typo tolerance, only published
// articles, the category filter, hostile input as an ordinary search, the record of what was searched
// (the searches that found nothing are the next articles to write), and related articles.
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpSearches } from "~/db/schema";
import { normaliseHelpQuery, relatedHelpArticles, searchHelpArticles } from "~/lib/help/search.server";
import { addHelpArticle } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const articles = [
  {
    slug: "restart-your-router",
    title: "Restart your router when the internet drops",
    summary: "Most dropped connections come back after switching the router off for thirty seconds.",
    body: "Switch the router off at the wall, wait thirty seconds and switch it on. Wait two minutes for the lights to settle. If the internet light stays red, call your provider (Asianet, BSNL, Jio).",
    category: "internet-and-wifi",
    tags: ["internet", "broadband", "modem"],
    concerns: ["network", "networking-support"],
  },
  {
    slug: "view-cctv-on-a-new-phone",
    title: "View your CCTV cameras on a new phone",
    summary: "Install the recorder's app, sign in and add the DVR by its device ID for remote viewing.",
    body: "Install the app for your recorder (Hik-Connect for Hikvision, gDMSS for Dahua). Sign in with the account we set up, or scan the QR code on the recorder's screen. Remote viewing needs the recorder online.",
    category: "cctv-and-security",
    tags: ["dvr", "nvr", "mobile"],
    concerns: ["recorder", "cctv-systems"],
  },
  {
    slug: "clear-a-stuck-printer-queue",
    title: "Clear a stuck printer queue",
    summary: "When nothing prints, cancel every document in the queue and restart the print spooler.",
    body: "Open Settings, Printers, open the queue and cancel all documents. If one will not go, restart the Print Spooler service, then print a test page.",
    category: "printers",
    tags: ["spooler", "printing"],
    concerns: ["printer"],
  },
  {
    slug: "speed-up-a-slow-laptop",
    title: "Speed up a slow laptop: startup apps and disk space",
    summary: "Turn off apps that start with Windows and free disk space; both make the biggest difference.",
    body: "Open Task Manager, Startup apps, and disable what you do not need. Then run Disk Clean-up and empty the Downloads folder. A laptop with less than 10% free disk slows down.",
    category: "computers-and-laptops",
    tags: ["performance", "windows"],
    concerns: ["laptop", "desktop", "computer-support"],
  },
  {
    slug: "set-up-email-on-a-phone",
    title: "Set up your work email on a phone",
    summary: "Add your company mailbox to the phone's mail app with the server details we sent you.",
    body: "On Android open Gmail, add account, Other; on iPhone open Settings, Mail, Accounts. Use IMAP with the incoming and outgoing servers from our email.",
    category: "email-and-accounts",
    tags: ["imap", "mobile", "outlook"],
    concerns: [],
  },
  {
    slug: "windows-update-stuck",
    title: "Windows update stuck? What to do",
    summary: "An update that sits at the same percentage for an hour usually finishes after a restart.",
    body: "Leave it an hour first. Then hold the power button to restart; Windows undoes or finishes the update. Run the Windows Update troubleshooter if it fails again.",
    category: "software-and-updates",
    tags: ["windows", "updates"],
    concerns: ["laptop", "desktop"],
  },
  {
    slug: "back-up-to-an-external-drive",
    title: "Back up your files to an external drive",
    summary: "Use File History to copy your documents and photos to a USB drive every hour.",
    body: "Plug in the drive, open Settings, Backup, and turn on File History. Keep the drive plugged in or connect it weekly. Test a restore once a month.",
    category: "backups-and-data",
    tags: ["backup", "usb", "restore"],
    concerns: ["laptop", "desktop"],
  },
  {
    slug: "change-your-wifi-password",
    title: "Change your Wi-Fi password",
    summary: "Sign in to the router's page, change the wireless key and reconnect every device.",
    body: "Open 192.168.1.1 in a browser and sign in with the admin password on the router's label. Under Wireless Security change the key. Each phone and laptop then needs the new password. If the internet drops afterwards, restart the router.",
    category: "internet-and-wifi",
    tags: ["wifi", "wireless", "security"],
    concerns: ["network"],
  },
];

describe.each(databaseKinds)("help search on %s", (kind) => {
  let database: TestDatabase;
  const slugs = (results: { slug: string }[]) => results.map((result) => result.slug);
  const search = (query: string, options?: Parameters<typeof searchHelpArticles>[2]) =>
    searchHelpArticles(database.db, query, options);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (const article of articles) await addHelpArticle(database.db, article);
    await addHelpArticle(database.db, {
      slug: "reset-a-router-to-factory-settings",
      title: "Reset a router to factory settings",
      summary: "A draft about the router's reset button.",
      status: "draft",
      category: "internet-and-wifi",
    });
    await addHelpArticle(database.db, {
      slug: "old-router-restart-guide",
      title: "Restart your router (old guide)",
      summary: "Withdrawn: the router restart steps for the old BSNL modems.",
      status: "archived",
      category: "internet-and-wifi",
      publishedAt: new Date("2025-01-01T00:00:00Z"),
    });
  });
  afterAll(async () => {
    await database.destroy();
  });

  it("puts the article that answers the query first, a title hit above a body hit", async () => {
    expect(slugs(await search("restart router"))[0]).toBe("restart-your-router");
    // "router" is in one title and in another article's body only.
    const router = slugs(await search("router"));
    expect(router.slice(0, 2)).toEqual(["restart-your-router", "change-your-wifi-password"]);
    expect(slugs(await search("printer queue"))[0]).toBe("clear-a-stuck-printer-queue");
    expect(slugs(await search("slow laptop"))[0]).toBe("speed-up-a-slow-laptop");
    expect(slugs(await search("email on my phone"))[0]).toBe("set-up-email-on-a-phone");
    expect(slugs(await search("wifi password"))[0]).toBe("change-your-wifi-password");
    // Tags count: "dvr" is a tag (and in the summary) of the CCTV article.
    expect(slugs(await search("dvr"))).toEqual(["view-cctv-on-a-new-phone"]);
  });

  it("matches words by their stems", async () => {
    expect(slugs(await search("restarting routers"))[0]).toBe("restart-your-router");
    expect(slugs(await search("backing up files"))[0]).toBe("back-up-to-an-external-drive");
    expect(slugs(await search("updates stuck"))[0]).toBe("windows-update-stuck");
  });

  it("finds an article from a long description when not every word is in it", async () => {
    const results = await search("my printer stopped printing and documents are stuck in the queue since morning");
    expect(slugs(results)[0]).toBe("clear-a-stuck-printer-queue");
  });

  it("tolerates typos", async () => {
    expect(slugs(await search("routr restrat"))[0]).toBe("restart-your-router");
    expect(slugs(await search("cctv remot view"))[0]).toBe("view-cctv-on-a-new-phone");
    expect(slugs(await search("priner queue"))[0]).toBe("clear-a-stuck-printer-queue");
    expect(slugs(await search("priner"))[0]).toBe("clear-a-stuck-printer-queue");
    expect(slugs(await search("laptp"))[0]).toBe("speed-up-a-slow-laptop");
    expect(await search("zzzz qqqq")).toEqual([]);
  });

  it("never returns a draft or an archived article", async () => {
    const everything = [
      ...(await search("router")),
      ...(await search("reset factory settings")),
      ...(await search("old guide bsnl modems")),
      ...(await search("fctory setings")),
    ];
    expect(slugs(everything)).not.toContain("reset-a-router-to-factory-settings");
    expect(slugs(everything)).not.toContain("old-router-restart-guide");
    expect(await search("factory")).toEqual([]);
  });

  it("filters by category and limits the results", async () => {
    expect(slugs(await search("restart", { category: "software-and-updates" }))).toEqual(["windows-update-stuck"]);
    expect(slugs(await search("restart", { category: "internet-and-wifi" }))[0]).toBe("restart-your-router");
    expect(await search("restart", { category: "no-such-category" })).toEqual([]);
    expect(await search("restart", { limit: 1 })).toHaveLength(1);
  });

  it("answers hostile and odd input as an ordinary search", async () => {
    for (const query of [
      "",
      "   \t\n ",
      "' or 1=1 --",
      "'; drop table help_articles; --",
      "<script>alert(1)</script>",
      "!!! ??? ... ---",
      "\u0000router\u0000",
      "router & | ! <-> :* ( ) \\",
      '"unclosed quote router',
      "x".repeat(10_000),
      `${"router ".repeat(2_000)}`,
      "the and of how to",
    ]) {
      const results = await search(query, { record: true });
      expect(Array.isArray(results)).toBe(true);
    }
    expect(await search("")).toEqual([]);
    expect(slugs(await search("' or 1=1 --"))).toEqual([]);
    expect(slugs(await search("\u0000router\u0000"))[0]).toBe("restart-your-router");
    expect(slugs(await search('"unclosed quote router')).length).toBeGreaterThan(0);
  });

  it("records a search with its normalised query and result count, the ones that found nothing included", async () => {
    await search("  My   PRINER   Queue ", { record: true });
    await search("solar inverter", { record: true });
    await search("router"); // not recorded unless asked
    const recent = await database.db
      .select({ query: helpSearches.query, resultCount: helpSearches.resultCount })
      .from(helpSearches)
      .orderBy(desc(helpSearches.id))
      .limit(2);
    expect(recent).toEqual([
      { query: "solar inverter", resultCount: 0 },
      { query: "my priner queue", resultCount: 1 },
    ]);
    expect(normaliseHelpQuery("y".repeat(10_000))).toHaveLength(200);
  });

  it("lists related published articles by shared devices, tags and category", async () => {
    const [laptop] = await search("slow laptop");
    if (!laptop) throw new Error("the laptop article is found");
    const related = slugs(await relatedHelpArticles(database.db, laptop.id));
    // Windows update shares two concerns and the "windows" tag; backups share two concerns; nothing else is related.
    expect(related).toEqual(["windows-update-stuck", "back-up-to-an-external-drive"]);
    const [router] = await search("restart router");
    if (!router) throw new Error("the router article is found");
    // The Wi-Fi article shares the category and a concern; the draft and the archived one never come.
    expect(slugs(await relatedHelpArticles(database.db, router.id))).toEqual(["change-your-wifi-password"]);
    expect(await relatedHelpArticles(database.db, 999_999)).toEqual([]);
  });
});
