// The message catalogue (messages/{en,ml}.json, compiled by Paraglide JS) is complete: Paraglide
// would quietly fall back to English for a missing Malayalam message, so this test is what fails.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mayStayEnglish } from "./untranslated";

type Catalogue = Record<string, unknown>;
const read = (locale: string): Catalogue =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../messages/${locale}.json`), "utf8")) as Catalogue;

/** The messages of a catalogue: every key but the schema's. Variants (plurals) are arrays of objects. */
const messages = (catalogue: Catalogue) => Object.entries(catalogue).filter(([key]) => key !== "$schema");

/** A message's placeholders ({name}) wherever they appear in it (a plural's variants included). */
const placeholders = (message: unknown) =>
  [...new Set([...JSON.stringify(message).matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe("the message catalogue", () => {
  const en = read("en");
  const ml = read("ml");

  it("has every English message in Malayalam, and nothing more", () => {
    const missing = messages(en)
      .filter(([key]) => !(key in ml))
      .map(([key]) => key);
    const extra = messages(ml)
      .filter(([key]) => !(key in en))
      .map(([key]) => key);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("has no empty message and none left in English", () => {
    const findings = messages(en).flatMap(([key, english]) => {
      const malayalam = ml[key];
      if (typeof malayalam === "string" && malayalam.trim() === "") return [`${key}: empty`];
      if (JSON.stringify(malayalam) === JSON.stringify(english) && !mayStayEnglish(JSON.stringify(english))) {
        return [`${key}: still English`];
      }
      return [];
    });
    expect(findings).toEqual([]);
  });

  it("uses the same placeholders in both languages", () => {
    const findings = messages(en)
      .filter(([key, english]) => placeholders(english).join() !== placeholders(ml[key]).join())
      .map(
        ([key, english]) =>
          `${key}: {${placeholders(english).join("}, {")}} in English, {${placeholders(ml[key]).join("}, {")}} in Malayalam`,
      );
    expect(findings).toEqual([]);
  });

  it("compiles to functions that take the locale and the placeholders", async () => {
    const { m } = await import("~/paraglide/messages");
    const values = { year: 2026, company: "Anantha IT Solutions LLP" };
    expect(m.footer_copyright(values, { locale: "en" })).toBe("© 2026 Anantha IT Solutions LLP. All rights reserved.");
    expect(m.footer_copyright(values, { locale: "ml" })).toBe(
      "© 2026 Anantha IT Solutions LLP. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.",
    );
  });
});
