// The help centre's search in both languages, on PGlite and PostgreSQL: the one 'english' search
// document finds Malayalam words as written (the parser keeps them whole, the stemmer leaves them
// alone), English and Manglish words still find English articles, the page's language ranks first,
// a word spelt with a zero-width non-joiner still matches, the typo step reads Malayalam letters on a
// database whose LC_CTYPE knows them, the new-ticket form's suggestions in Malayalam, and /ml/help's
// heading marks an English query as English.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseKind, defaultMigrationsFolder, openDatabase } from "~/db/client.server";
import { helpSuggestionsFor } from "~/lib/help/deflections.server";
import { normaliseHelpQuery, searchHelpArticles } from "~/lib/help/search.server";
import { loader as helpLoader } from "~/routes/help";
import { addHelpArticle } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, postgresUrl, type TestDatabase } from "./support/database";
import { loadPage, routeContext } from "./support/routes";

/**
 * PGlite as every test has it; PostgreSQL as it should be deployed for Malayalam: LC_CTYPE C.UTF-8
 * (pg_trgm reads letters by it; the run's server is initialised with plain C, which sees no
 * Malayalam letter). Made from template0, the only template whose LC_CTYPE may differ, and migrated.
 */
async function databaseReadingMalayalam(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") return createTestDatabase(kind);
  const name = `test_ml_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href });
  await handle.migrate(defaultMigrationsFolder);
  return {
    ...handle,
    url: url.href,
    async destroy() {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

describe.each(databaseKinds)("the help centre's search in Malayalam on %s", (kind) => {
  let database: TestDatabase;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await databaseReadingMalayalam(kind);
    const add = async (fields: Parameters<typeof addHelpArticle>[1]) => {
      ids[fields.slug] = (await addHelpArticle(database.db, fields)).id;
    };
    await add({
      slug: "restart-your-router",
      title: "Restart your router when the internet drops",
      summary: "Most dropped connections come back after switching the router off for thirty seconds.",
      category: "internet-and-wifi",
      tags: ["internet", "router"],
    });
    await add({
      slug: "router-restart-malayalam",
      title: "ഇന്റർനെറ്റ് പോയാൽ റൗട്ടർ റീസ്റ്റാർട്ട് ചെയ്യുക",
      summary: "റൗട്ടർ മുപ്പത് സെക്കൻഡ് ഓഫ് ചെയ്ത് വീണ്ടും ഓൺ ചെയ്താൽ മിക്കപ്പോഴും കണക്ഷൻ തിരിച്ചുവരും.",
      body: "ചുവരിലെ സ്വിച്ചിൽ റൗട്ടർ ഓഫ് ചെയ്യുക. രണ്ടു മിനിറ്റ് കാത്തിരിക്കുക.",
      category: "internet-and-wifi",
      tags: ["router", "internet"],
      language: "ml",
    });
    await add({
      slug: "wifi-password-malayalam",
      title: "Wi-Fi പാസ്‌വേഡ് മാറ്റാൻ",
      summary: "റൗട്ടറിന്റെ പേജിൽ കയറി വയർലെസ് കീ മാറ്റുക; ഓരോ ഫോണിലും പുതിയ പാസ്‌വേഡ് നൽകുക.",
      category: "internet-and-wifi",
      tags: ["wifi"],
      language: "ml",
    });
    await add({
      slug: "printer-queue-malayalam",
      title: "പ്രിന്റർ ക്യൂ കുടുങ്ങിയാൽ",
      summary: "ഒന്നും പ്രിന്റ് ആകുന്നില്ലെങ്കിൽ ക്യൂവിലെ എല്ലാ ഡോക്യുമെന്റുകളും റദ്ദാക്കുക.",
      category: "printers",
      tags: ["printer"],
      language: "ml",
    });
  });
  afterAll(() => database.destroy());

  const slugsFor = async (query: string, prefer?: "en" | "ml") => {
    const found = await searchHelpArticles(database.db, query, prefer ? { prefer } : {});
    const slugOf = Object.fromEntries(Object.entries(ids).map(([slug, id]) => [id, slug]));
    return found.map((article) => slugOf[article.id]);
  };

  it("finds a Malayalam article by its Malayalam words", async () => {
    expect(await slugsFor("റൗട്ടർ റീസ്റ്റാർട്ട്", "ml")).toEqual(["router-restart-malayalam"]);
    expect(await slugsFor("പ്രിന്റർ", "ml")).toEqual(["printer-queue-malayalam"]);
  });

  it("keeps a word's zero-width non-joiner, so a word spelt with one still matches", async () => {
    // Cut at the non-joiner, the query would be two words the article does not have.
    expect(normaliseHelpQuery("Wi-Fi പാസ്\u200Cവേഡ്\u200B")).toBe("wi-fi പാസ്\u200Cവേഡ്");
    expect(await slugsFor("പാസ്‌വേഡ്", "ml")).toEqual(["wifi-password-malayalam"]);
  });

  it("finds both languages by an English or Manglish word, the page's language first", async () => {
    expect(await slugsFor("router", "ml")).toEqual(["router-restart-malayalam", "restart-your-router"]);
    expect(await slugsFor("router", "en")).toEqual(["restart-your-router", "router-restart-malayalam"]);
    expect(await slugsFor("router work aavunnilla", "ml")).toEqual(["router-restart-malayalam", "restart-your-router"]);
  });

  it("finds an inflected Malayalam word by the typo step", async () => {
    // റൗട്ടറിൽ, "in the router", is not the article's റൗട്ടർ: no full-text match, a close trigram one.
    expect(await slugsFor("റൗട്ടറിൽ", "ml")).toContain("router-restart-malayalam");
    expect(await slugsFor("പ്രിന്ററിൽ", "ml")).toEqual(["printer-queue-malayalam"]);
  });

  it("suggests the Malayalam article for a problem described in Malayalam on the new-ticket form", async () => {
    const suggestions = await helpSuggestionsFor(
      database.db,
      "പ്രിന്റർ പ്രവർത്തിക്കുന്നില്ല ഒന്നും പ്രിന്റ് ആകുന്നില്ല",
      undefined,
      "ml",
    );
    expect(suggestions.map((article) => article.id)).toEqual([ids["printer-queue-malayalam"]]);
  });

  it("marks an English query English in /ml/help's heading, and ranks the page's language first", async () => {
    const context = routeContext(database.db);
    const english = await loadPage(helpLoader, "/ml/help?q=router", context);
    expect(english.html).toContain('<span lang="en">router</span>');
    expect(english.html.indexOf("/ml/help/router-restart-malayalam")).toBeLessThan(
      english.html.indexOf("/ml/help/restart-your-router"),
    );
    const malayalam = await loadPage(helpLoader, "/ml/help?q=റൗട്ടർ", context);
    expect(malayalam.html).toContain("“റൗട്ടർ” എന്നതിനുള്ള ഫലങ്ങൾ");
    expect(malayalam.html).not.toContain('<span lang="en">റൗട്ടർ</span>');
  });
});
