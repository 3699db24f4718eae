// Every Malayalam twin (`foo.ml.ts`) against its English module (`foo.ts`): the same exports and the
// same shape, no text left empty, no sentence left in English, the same placeholders. The type checker
// already refuses a twin with a missing or misnamed entry; this finds what types cannot see.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { mayStayEnglish } from "~/lib/i18n/untranslated";

const root = join(import.meta.dirname);

function twins(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return twins(path);
    return entry.name.endsWith(".ml.ts") ? [path] : [];
  });
}

/** `{name}` placeholders of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

type Finding = string;

/**
 * Lists each language has of its own rather than a translation of the English: the words a visitor
 * types to reach one of Netra's rules (Malayalam, Malayalam-script English and Manglish on /ml).
 * They must only be there, and not empty.
 */
const OWN_LISTS = new Set(["keywords"]);

function checkOwnList(ml: unknown, at: string, findings: Finding[]) {
  if (!Array.isArray(ml) || ml.length === 0 || ml.some((item) => typeof item !== "string" || item.trim() === "")) {
    findings.push(`${at}: not a list of its own in Malayalam`);
  }
}

function compare(en: unknown, ml: unknown, at: string, findings: Finding[]) {
  if (typeof en === "string") {
    if (typeof ml !== "string") return void findings.push(`${at}: not a text in Malayalam`);
    if (en.trim() !== "" && ml.trim() === "") return void findings.push(`${at}: empty in Malayalam`);
    if (ml === en && !mayStayEnglish(en)) findings.push(`${at}: still English: ${JSON.stringify(en)}`);
    if (placeholders(en).join() !== placeholders(ml).join()) {
      findings.push(
        `${at}: placeholders ${placeholders(en).join()} in English, ${placeholders(ml).join()} in Malayalam`,
      );
    }
    return;
  }
  if (typeof en === "function") {
    if (typeof ml !== "function") return void findings.push(`${at}: not a function in Malayalam`);
    if (en.length !== ml.length)
      findings.push(`${at}: takes ${en.length} values in English, ${ml.length} in Malayalam`);
    // Called with marked text, each language must use every value the English uses.
    const markers = Array.from({ length: en.length }, (_, index) => `⟦${index}⟧`);
    let enText: unknown;
    let mlText: unknown;
    try {
      enText = en(...markers);
      mlText = ml(...markers);
    } catch {
      return; // takes numbers or records: the type checker is the check
    }
    if (typeof enText === "string" && typeof mlText === "string") {
      for (const marker of markers) {
        if (enText.includes(marker) && !mlText.includes(marker))
          findings.push(`${at}: Malayalam leaves out value ${marker}`);
      }
      if (enText === mlText && !mayStayEnglish(enText.replace(/⟦\d+⟧/g, ""))) findings.push(`${at}: still English`);
    }
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ml)) return void findings.push(`${at}: not a list in Malayalam`);
    if (en.length !== ml.length) findings.push(`${at}: ${en.length} entries in English, ${ml.length} in Malayalam`);
    for (const [index, item] of en.entries()) compare(item, ml[index], `${at}[${index}]`, findings);
    return;
  }
  if (en !== null && typeof en === "object") {
    if (ml === null || typeof ml !== "object") return void findings.push(`${at}: not a record in Malayalam`);
    for (const key of Object.keys(en)) {
      if (!(key in ml)) findings.push(`${at}.${key}: missing in Malayalam`);
      else if (OWN_LISTS.has(key)) checkOwnList((ml as Record<string, unknown>)[key], `${at}.${key}`, findings);
      else
        compare((en as Record<string, unknown>)[key], (ml as Record<string, unknown>)[key], `${at}.${key}`, findings);
    }
    for (const key of Object.keys(ml)) if (!(key in en)) findings.push(`${at}.${key}: only in Malayalam`);
    return;
  }
  if (en !== ml) findings.push(`${at}: ${String(en)} in English, ${String(ml)} in Malayalam`);
}

describe("Malayalam twins of the content modules", () => {
  const files = twins(root);

  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [relative(root, file), file]))("%s says everything its English says", async (_, file) => {
    const ml = (await import(file)) as Record<string, unknown>;
    const en = (await import(file.replace(/\.ml\.ts$/, ".ts"))) as Record<string, unknown>;
    const findings: Finding[] = [];
    for (const name of Object.keys(en)) {
      if (!(name in ml)) findings.push(`${name}: not exported in Malayalam`);
      else compare(en[name], ml[name], name, findings);
    }
    for (const name of Object.keys(ml)) if (!(name in en)) findings.push(`${name}: exported in Malayalam only`);
    expect(findings).toEqual([]);
  });
});

describe("which English texts may stand on a Malayalam page", () => {
  it("allows numbers, addresses, ids and kept words; refuses sentences", () => {
    expect(mayStayEnglish("₹399")).toBe(true);
    expect(mayStayEnglish("hello@ananthait.in")).toBe(true);
    expect(mayStayEnglish("/services/cctv-systems")).toBe(true);
    expect(mayStayEnglish("free-tier")).toBe(true);
    expect(mayStayEnglish("CCTV")).toBe(true);
    expect(mayStayEnglish("24x7")).toBe(true);
    expect(mayStayEnglish("Anantha IT Solutions LLP")).toBe(true);
    expect(mayStayEnglish("24x7 സഹായം; careers@ananthait.in എന്ന വിലാസത്തിൽ എഴുതുക")).toBe(true);
    expect(mayStayEnglish("Write to careers@ananthait.in")).toBe(false);
    expect(mayStayEnglish("Log out")).toBe(false);
    expect(mayStayEnglish("Email")).toBe(false);
  });
});
