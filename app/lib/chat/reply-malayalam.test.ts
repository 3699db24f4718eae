// Netra on Malayalam pages: every rule reached in Malayalam, in English words written in Malayalam
// script and in Manglish, answered from the Malayalam script; and Manglish typed on an English page.
import { describe, expect, it } from "vitest";
import * as en from "~/content/chat";
import { chatLauncherCopy } from "~/content/chat-launcher.ml";
import * as ml from "~/content/chat.ml";
import { type ChatReply, ChatLauncherCopySchema, ChatScriptSchema } from "~/content/schema";
import { buildTicketDraft } from "./ticket-draft";
import { findRule, getReply, keywordPattern, listReplies, normalizeMessage, replyTo } from "./reply";

const script = ml.chatScript;
const idOf = (text: string) => replyTo(text, script).id;
const MALAYALAM = /[\u0D00-\u0D7F]/;

describe("the Malayalam script", () => {
  it("parses with the chat's schema, the launcher's words too", () => {
    expect(ChatScriptSchema.safeParse(script).error).toBeUndefined();
    expect(ChatLauncherCopySchema.safeParse(chatLauncherCopy).error).toBeUndefined();
  });

  it("has the English rules in the English order, with the same ids, icons, priority and links", () => {
    const shape = (s: typeof script) =>
      listReplies(s).map((r) => ({
        id: r.id,
        icon: r.icon,
        priority: r.priority,
        showContact: r.showContact,
        links: r.links?.map((link) => link.href),
      }));
    expect(shape(script)).toEqual(shape(en.chatScript));
    expect(script.quickTopics.map((t) => t.category)).toEqual(en.chatScript.quickTopics.map((t) => t.category));
  });

  it("uses each keyword once, so the order of rules alone decides precedence", () => {
    const keywords = script.rules.flatMap((rule) => rule.keywords.map(normalizeMessage));
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it("quotes the prices the English reads from services.ts and plans.ts, with Malayalam units", () => {
    // Every figure of every reply, in order of size: the Malayalam may name them in another order.
    const figures = (reply: ChatReply | undefined) =>
      [reply?.content, ...(reply?.points ?? []), reply?.note, ...(reply?.links ?? []).map((link) => link.label)]
        .join("\n")
        .match(/₹[\d,]+/g)
        ?.toSorted() ?? [];
    for (const english of listReplies(en.chatScript)) {
      expect(figures(getReply(script, english.id)), english.id).toEqual(figures(english));
    }
    const pricing = getReply(script, "pricing");
    const text = [pricing?.content, ...(pricing?.points ?? [])].join("\n");
    expect(text).toContain("24x7 ടെക്നിക്കൽ സപ്പോർട്ട് ₹2,500/മാസം മുതൽ");
    expect(text).toContain("കമ്പ്യൂട്ടർ സപ്പോർട്ട് ₹1,500/സന്ദർശനം മുതൽ");
    expect(text).toContain("₹399/മാസം");
    // Each unit as the English states it: the figures above check the amounts, this the units.
    const units: Record<string, string> = {
      month: "മാസം",
      visit: "സന്ദർശനം",
      device: "ഉപകരണം",
      installation: "ഇൻസ്റ്റലേഷൻ",
      setup: "സെറ്റപ്പ്",
      project: "പ്രോജക്റ്റ്",
    };
    const everything = listReplies(script)
      .flatMap((r) => [r.content, ...(r.points ?? []), r.note ?? ""])
      .join("\n");
    for (const english of listReplies(en.chatScript)) {
      const englishText = [english.content, ...(english.points ?? []), english.note ?? ""].join("\n");
      for (const [, amount, unit] of englishText.matchAll(/(₹[\d,]+)\/(\w+)/g)) {
        expect(everything, `${amount}/${unit}`).toContain(`${amount}/${units[unit ?? ""] ?? unit}`);
      }
    }
  });

  it("speaks Malayalam in every reply", () => {
    for (const reply of listReplies(script)) {
      for (const text of [reply.topic, reply.content, ...(reply.steps ?? []), ...(reply.points ?? [])]) {
        expect(text, reply.id).toMatch(MALAYALAM);
      }
    }
  });
});

describe("each rule on a Malayalam page", () => {
  it.each([
    // Malayalam
    ["emergency", "അടിയന്തരമായി സഹായം വേണം"],
    ["blue-screen", "കമ്പ്യൂട്ടറിൽ ബ്ലൂ സ്ക്രീൻ വരുന്നു"],
    ["slow", "എന്റെ കമ്പ്യൂട്ടറിന് വേഗത കുറവാണ്"],
    ["slow", "ലാപ്ടോപ്പ് ഹാങ്ങ് ആകുന്നു"],
    ["computer", "പ്രിന്റർ പ്രവർത്തിക്കുന്നില്ല"],
    ["computer", "ലാപ്ടോപ്പിൽ ഡിസ്പ്ലേ വരുന്നില്ല"],
    ["wifi", "വൈഫൈ കിട്ടുന്നില്ല"],
    ["wifi", "വൈ-ഫൈ പാസ്‌വേഡ് മറന്നു"],
    ["network", "രാവിലെ മുതൽ ഇന്റർനെറ്റ് ഇല്ല"],
    ["network", "റൗട്ടറിൽ ചുവന്ന ലൈറ്റ്"],
    ["software", "ടാലി തുറക്കുന്നില്ല"],
    ["software", "സോഫ്റ്റ്‌വെയർ ഇൻസ്റ്റാൾ ചെയ്യണം"],
    ["cctv", "സിസിടിവി ക്യാമറ വയ്ക്കണം"],
    ["cctv", "ഒരു ക്യാമറയിൽ ചിത്രം ഇല്ല"],
    ["pricing", "AMC പ്ലാനിന്റെ നിരക്ക് എത്രയാണ്?"],
    ["pricing", "വില എത്ര?"],
    ["contact", "നിങ്ങളുടെ ഫോൺ നമ്പർ തരുമോ?"],
    ["contact", "ഓഫീസ് വിലാസം എന്താണ്?"],
    ["greeting", "നമസ്കാരം"],
    ["greeting", "ഹലോ"],
    // Manglish
    ["emergency", "urgent aanu, vegam varanam"],
    ["blue-screen", "bluescreen varunnu"],
    ["slow", "laptop slow aanu"],
    ["slow", "system hang aakunnu"],
    ["computer", "printer work cheyyunnilla"],
    ["computer", "laptopil charge kerunnilla"],
    ["wifi", "wifi kittunnilla"],
    ["network", "net illa"],
    ["network", "router il red light"],
    ["software", "tally open aakunnilla"],
    ["cctv", "cctv recording illa"],
    ["pricing", "amc plan ethra aanu"],
    ["pricing", "rate ethra?"],
    ["contact", "engineerne vilikkan number tharamo"],
    ["greeting", "hai"],
    // English, which Malayalam speakers type too
    ["computer", "my laptop won't turn on"],
    ["pricing", "What is your pricing?"],
  ])("replies %s to %j", (expected, text) => {
    expect(idOf(text)).toBe(expected);
  });

  it("answers from the Malayalam script, in Malayalam", () => {
    expect(replyTo("printer work cheyyunnilla", script)).toBe(getReply(script, "computer"));
    expect(replyTo("printer work cheyyunnilla", script).content).toMatch(MALAYALAM);
  });

  it("asks for more detail in Malayalam when nothing matches", () => {
    expect(idOf("എന്തോ ഒരു പ്രശ്നം")).toBe("fallback");
    expect(idOf("enthokkeyo prashnam")).toBe("fallback");
    expect(replyTo("", script).content).toMatch(MALAYALAM);
  });

  it("keeps the English precedence: the first matching rule wins", () => {
    expect(idOf("urgent aanu, wifi illa")).toBe("emergency");
    expect(idOf("laptop slow aanu")).toBe("slow");
    expect(idOf("വൈഫൈ നെറ്റ്‌വർക്ക് പോയി")).toBe("wifi");
    expect(idOf("CCTV ക്യാമറയുടെ വില")).toBe("cctv");
    expect(idOf("ഹലോ, നിരക്ക് എത്ര?")).toBe("pricing");
  });

  it("sends every suggestion and quick topic somewhere specific, never to the fallback or back to the same reply", () => {
    for (const reply of listReplies(script)) {
      for (const suggestion of reply.suggestions) {
        expect(idOf(suggestion), `${reply.id} → "${suggestion}"`).not.toBe("fallback");
        expect(idOf(suggestion), `${reply.id} → "${suggestion}"`).not.toBe(reply.id);
      }
    }
    // The same rule as the English topic of the same place reaches.
    for (const [index, topic] of script.quickTopics.entries()) {
      const english = en.chatScript.quickTopics[index];
      expect(idOf(topic.text), topic.text).toBe(replyTo(english?.text ?? "", en.chatScript).id);
    }
  });
});

describe("the emergency rule in Malayalam and Manglish", () => {
  it.each([
    // fire, smoke, sparks, a burning smell, a shock, water, server down, data loss, urgent
    "UPS-ൽ നിന്ന് തീ വരുന്നു",
    "സെർവർ റൂമിൽ തീപിടിച്ചു",
    "പ്ലഗ്ഗിൽ നിന്ന് തീപ്പൊരി",
    "കമ്പ്യൂട്ടറിൽ നിന്ന് പുകയുണ്ട്",
    "കരിഞ്ഞ മണം വരുന്നു",
    "കേസിൽ തൊട്ടപ്പോൾ ഷോക്കടിച്ചു",
    "ലാപ്ടോപ്പിൽ വെള്ളം വീണു",
    "സെർവർ റൂമിൽ വെള്ളത്തിൽ മുങ്ങി",
    "സെർവർ ഡൗൺ ആണ്",
    "എല്ലാ ഡാറ്റ നഷ്ടപ്പെട്ടു",
    "അത്യാവശ്യമാണ്, ഉടനെ വരണം",
    "എമർജൻസി ആണ്",
    "theeppori varunnu",
    "pukayundu",
    "CPU il ninnu puka varunnu",
    "karinja manam",
    "laptopil vellam poyi",
    "server down aanu",
    "data poyi",
    "urgent aanu",
    "adiyanthiram aanu",
  ])("%j is an emergency", (text) => {
    const reply = replyTo(text, script);
    expect(reply.id).toBe("emergency");
    expect(reply.priority).toBe("high");
    expect(reply.content).toMatch(MALAYALAM);
  });

  it("does not fire on words that only begin like its own", () => {
    // തീർന്നു (ran out) is not തീ (fire); വെള്ള (white) is not വെള്ളം (water).
    expect(idOf("ഇങ്കു തീർന്നു")).toBe("fallback");
    expect(idOf("വെള്ള സ്ക്രീൻ")).toBe("fallback");
  });

  it("marks the ticket drafted from an /ml chat as an emergency", () => {
    const draft = buildTicketDraft(
      { messages: [{ id: "m2", type: "user", content: "സെർവറിൽ നിന്ന് പുക വരുന്നു", timestamp: 1 }] },
      { now: 1, isEmergency: (text) => replyTo(text, script).priority === "high" },
    );
    expect(draft?.emergency).toBe(true);
  });
});

describe("however Malayalam is typed", () => {
  it("matches old-style chillus, ൻറ for ന്റ, the old ൌ and optional zero-width joiners", () => {
    expect(idOf("പ്രിന്\u0D31\u0D30\u0D4D\u200D കേടായി")).toBe("computer"); // പ്രിന്റര്‍
    expect(idOf("പ്രിൻറർ കേടായി")).toBe("computer");
    expect(idOf("സോഫ്റ്റ്\u200Cവെയർ")).toBe("software");
    expect(idOf("റ\u0D4Cട്ടർ റീസെറ്റ്")).toBe("network");
  });

  it("matches a stem at the start of a word only", () => {
    const stem = [{ keywords: ["ലാപ്ടോപ*"], id: "laptop" }];
    expect(findRule("ലാപ്ടോപ്പിന്റെ ബാറ്ററി", stem)?.id).toBe("laptop");
    expect(findRule("ലാപ്ടോപ്", stem)?.id).toBe("laptop");
    expect(findRule("പുതിയലാപ്ടോപ്പ്", stem)).toBeUndefined();
    expect(keywordPattern("wi-fi*").test("wifiyil")).toBe(true);
    expect(keywordPattern("wi-fi").test("wifiyil")).toBe(false);
  });
});

describe("Manglish on an English page", () => {
  it.each([
    ["computer", "printer work cheyyunnilla"],
    ["wifi", "wifi kittunnilla"],
    ["slow", "laptop slow aanu"],
    ["cctv", "cctv recording illa"],
    ["emergency", "urgent aanu"],
  ])("gets the English %s reply for %j", (expected, text) => {
    const reply = replyTo(text, en.chatScript);
    expect(reply.id).toBe(expected);
    expect(reply.content).not.toMatch(MALAYALAM);
  });

  it("asks for more detail in English when it has no English keyword", () => {
    const reply = replyTo("theeppori varunnu", en.chatScript);
    expect(reply.id).toBe("fallback");
    expect(reply.content).not.toMatch(MALAYALAM);
  });
});
