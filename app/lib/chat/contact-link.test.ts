import { describe, expect, it } from "vitest";
import { chatScript } from "~/content/chat";
import { contactFormHref, fillTemplate, mailtoHref, PREFILL_MESSAGE_MAX, PREFILL_SUBJECT_MAX } from "./contact-link";
import { truncate } from "./text";

const templates = { subject: "{topic} (chat)", message: 'About "{question}"' };

function paramsOf(href: string) {
  const url = new URL(href, "https://site.test");
  return { path: url.pathname, subject: url.searchParams.get("subject"), message: url.searchParams.get("message") };
}

describe("contactFormHref", () => {
  it("links to /contact with the topic in the subject and the question in the message", () => {
    const href = contactFormHref(templates, { topic: "A Wi-Fi problem", question: "wifi drops & router blinks?" });
    expect(paramsOf(href)).toEqual({
      path: "/contact",
      subject: "A Wi-Fi problem (chat)",
      message: 'About "wifi drops & router blinks?"',
    });
  });

  it("URL-encodes with %20, so decodeURIComponent and URLSearchParams read the same text", () => {
    const href = contactFormHref(templates, { topic: "Blue screen", question: "a+b=c #1 ?x" });
    expect(href).not.toMatch(/[ +#"]/);
    const query = href.split("?")[1] ?? "";
    const decoded = Object.fromEntries(query.split("&").map((pair) => pair.split("=").map(decodeURIComponent)));
    expect(decoded).toEqual({ subject: "Blue screen (chat)", message: 'About "a+b=c #1 ?x"' });
  });

  it("uses the topic when the question is gone", () => {
    expect(paramsOf(contactFormHref(templates, { topic: "Prices" })).message).toBe('About "Prices"');
  });

  it("does not expand placeholders typed by the visitor", () => {
    expect(fillTemplate("{topic}: {question}", { topic: "T", question: "{topic}" })).toBe("T: {topic}");
  });

  it("caps subject and message length without breaking emoji", () => {
    const question = "😀".repeat(PREFILL_MESSAGE_MAX * 2);
    const { subject, message } = paramsOf(contactFormHref(templates, { topic: "x".repeat(500), question }));
    expect(subject).toHaveLength(PREFILL_SUBJECT_MAX);
    expect(Array.from(message ?? "")).toHaveLength(PREFILL_MESSAGE_MAX);
  });

  it("survives a lone surrogate in the visitor's text", () => {
    expect(() => contactFormHref(templates, { topic: "x", question: "bad \uD83D text" })).not.toThrow();
  });

  it("works with the real prefill templates", () => {
    const { subject, message } = paramsOf(
      contactFormHref(chatScript.contactPrefill, { topic: "A blue screen error", question: "BSOD at boot" }),
    );
    expect(subject).toContain("A blue screen error");
    expect(message).toContain("BSOD at boot");
  });
});

describe("mailtoHref and truncate", () => {
  it("builds a mailto link with an encoded subject", () => {
    expect(mailtoHref("help@site.test", "Wi-Fi & more")).toBe("mailto:help@site.test?subject=Wi-Fi%20%26%20more");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(truncate("😀😀😀", 2)).toBe("😀😀");
    expect(truncate("abc", 5)).toBe("abc");
    expect(truncate("a\uD83D", 5)).toBe("a\uFFFD");
  });
});
