import { describe, expect, it } from "vitest";
import { derivedSubmissionKey, submissionKey } from "./submission-key.server";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("submission keys", () => {
  it("takes a well-formed posted key, lower-cased, from the named field", () => {
    const key = "3F2504E0-4F89-41D3-9A0C-0305E82C3301";
    expect(submissionKey(form({ submissionId: key }))).toBe(key.toLowerCase());
    expect(submissionKey(form({ replyKey: key }), { name: "replyKey" })).toBe(key.toLowerCase());
  });

  it("falls back to a fresh key, or the one given, when the posted key is missing or malformed", () => {
    const first = submissionKey(form({ submissionId: "'; drop table" }));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionKey(form({}))).not.toBe(first);
    expect(submissionKey(form({}), { otherwise: () => "derived" })).toBe("derived");
  });

  it("derives the same UUID-shaped key from the same material, and another from other material", () => {
    const key = derivedSubmissionKey(["a@example.test", "hello", "2026-11-23"]);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(derivedSubmissionKey(["a@example.test", "hello", "2026-11-23"])).toBe(key);
    expect(derivedSubmissionKey(["a@example.test", "hello", "2026-11-24"])).not.toBe(key);
    expect(submissionKey(form({ submissionId: key }))).toBe(key);
  });
});
