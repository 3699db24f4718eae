import { describe, expect, it } from "vitest";
import { chatScript } from "./chat";
import { chatLauncherCopy } from "./chat-launcher";
import { helpCategories } from "./help-categories";
import { ChatLauncherCopySchema, ChatScriptSchema } from "./schema";
import { getService } from "./services";

describe("chat script", () => {
  it("parses with its schema", () => {
    expect(ChatScriptSchema.safeParse(chatScript).error).toBeUndefined();
    expect(ChatLauncherCopySchema.safeParse(chatLauncherCopy).error).toBeUndefined();
  });

  it("rejects a script that breaks the rules' shape", () => {
    const broken = structuredClone(chatScript);
    broken.rules[0]!.keywords = ["Not Lower Case"];
    expect(ChatScriptSchema.safeParse(broken).success).toBe(false);
    const noSuggestions = structuredClone(chatScript);
    noSuggestions.rules[1]!.reply.suggestions = [];
    expect(ChatScriptSchema.safeParse(noSuggestions).success).toBe(false);
    const externalLink = structuredClone(chatScript);
    externalLink.fallback.links = [{ label: "x", href: "https://elsewhere.test" }];
    expect(ChatScriptSchema.safeParse(externalLink).success).toBe(false);
  });

  it("offers more quick topics than the four shown, covering every category", () => {
    expect(chatScript.quickTopics.length).toBeGreaterThan(4);
    expect(new Set(chatScript.quickTopics.map((t) => t.category))).toEqual(
      new Set(["hardware", "network", "software", "security", "emergency", "pricing", "contact"]),
    );
  });

  it("uses each keyword once, so the order of rules alone decides precedence", () => {
    const keywords = chatScript.rules.flatMap((rule) => rule.keywords);
    expect(new Set(keywords).size).toBe(keywords.length);
    // The spec's own keywords are all present.
    for (const keyword of [
      "emergency",
      "urgent",
      "critical",
      "blue screen",
      "slow",
      "performance",
      "computer",
      "laptop",
      "wi-fi",
      "network",
      "software",
      "cctv",
      "camera",
      "security",
      "pricing",
      "contact",
    ]) {
      expect(keywords).toContain(keyword);
    }
  });

  it("links only to services that exist", () => {
    const hrefs = [chatScript.welcome, chatScript.fallback, ...chatScript.rules.map((r) => r.reply)].flatMap(
      (reply) => reply.links?.map((link) => link.href) ?? [],
    );
    for (const href of hrefs.filter((h) => h.startsWith("/services/"))) {
      expect(getService(href.slice("/services/".length)), href).toBeDefined();
    }
  });

  it("links help centre topics that exist, and may link an article", () => {
    const hrefs = [chatScript.welcome, chatScript.fallback, ...chatScript.rules.map((r) => r.reply)].flatMap(
      (reply) => reply.links?.map((link) => link.href) ?? [],
    );
    const topics = hrefs.filter((h) => h.startsWith("/help#")).map((h) => h.slice("/help#".length));
    expect(topics).toContain("internet-and-wifi");
    for (const topic of topics) expect(helpCategories.map((category) => category.key)).toContain(topic);
    const withArticle = structuredClone(chatScript);
    withArticle.fallback.links = [{ label: "Restart your router", href: "/help/restart-your-router" }];
    expect(ChatScriptSchema.safeParse(withArticle).error).toBeUndefined();
  });
});
