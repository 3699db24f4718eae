import { describe, expect, it } from "vitest";
import { helpDeflectionQuery } from "./deflections.server";
import { HELP_SUGGESTION_LIMIT, helpSuggestionQuery, helpSuggestionsHref, readHelpSuggestions } from "./suggestions";

const article = {
  id: 7,
  slug: "clear-a-stuck-printer-queue",
  title: "Clear a stuck printer queue",
  summary: "Restart the spooler.",
};

describe("the problem as a query", () => {
  it("joins the subject and the description, trimmed, and keeps an address short", () => {
    expect(helpSuggestionQuery("  Printer queue stuck ", "", "\nNothing prints.  ")).toBe(
      "Printer queue stuck Nothing prints.",
    );
    expect(helpSuggestionQuery(" ", "")).toBe("");
    expect(Array.from(helpSuggestionQuery("é".repeat(1000)))).toHaveLength(300);
  });

  it("asks the route for three articles unless told fewer, the query encoded", () => {
    expect(helpSuggestionsHref("printer & queue?")).toBe("/help/suggestions.json?q=printer+%26+queue%3F");
    expect(helpSuggestionsHref("wifi", 1)).toBe("/help/suggestions.json?q=wifi&limit=1");
  });
});

describe("the route's answer", () => {
  it("keeps well-formed articles, at most three, and drops anything else", () => {
    expect(readHelpSuggestions({ articles: [article, { ...article, extra: "<script>" }] })).toEqual([article, article]);
    expect(readHelpSuggestions({ articles: Array(5).fill(article) })).toHaveLength(HELP_SUGGESTION_LIMIT);
    for (const bad of [
      { ...article, slug: "../staff" },
      { ...article, slug: "javascript:alert(1)" },
      { ...article, id: "7" },
      { ...article, title: "" },
      { ...article, summary: null },
      null,
      "article",
    ]) {
      expect(readHelpSuggestions({ articles: [bad] }), JSON.stringify(bad)).toEqual([]);
    }
    for (const answer of [null, "", [], { articles: "x" }, { error: "Too many" }]) {
      expect(readHelpSuggestions(answer)).toEqual([]);
    }
  });
});

describe("the problem a deflection keeps", () => {
  it("collapses spaces and control characters and cuts at 1000 characters, counted as PostgreSQL does", () => {
    expect(helpDeflectionQuery("Printer\u0000 queue\n\n stuck", "\tNothing prints.")).toBe(
      "Printer queue stuck Nothing prints.",
    );
    const long = helpDeflectionQuery("😀".repeat(1500));
    expect(Array.from(long)).toHaveLength(1000);
    expect(long.includes("\uFFFD")).toBe(false);
  });
});
