import { describe, expect, it } from "vitest";
import { chatScript } from "~/content/chat";
import { getPlan } from "~/content/plans";
import { getService } from "~/content/services";
import { contactOfficeHours, site } from "~/content/site";
import type { ChatScript } from "~/content/schema";
import * as rules from "./reply";

const { findRule, keywordPattern } = rules;
// The English script, which the panel loads on English pages.
const replyTo = (text: string, script: Pick<ChatScript, "rules" | "fallback"> = chatScript) =>
  rules.replyTo(text, script);
const listReplies = () => rules.listReplies(chatScript);
const getReply = (id: string) => rules.getReply(chatScript, id);

const idOf = (text: string) => replyTo(text).id;
const reply = (id: string) => {
  const found = getReply(id);
  if (!found) throw new Error(`no reply ${id}`);
  return found;
};
/** Everything a visitor reads in a reply, as one string. */
const textOf = (id: string) => {
  const r = reply(id);
  return [
    r.content,
    ...(r.points ?? []),
    ...(r.steps ?? []),
    r.note ?? "",
    ...(r.links ?? []).map((l) => l.label),
  ].join("\n");
};
const price = (slug: string) => getService(slug)?.price.replace("Starting from ", "") ?? "missing";

describe("rules in the spec's order", () => {
  it("has the eleven rules in order of precedence, then the fallback", () => {
    expect(chatScript.rules.map((rule) => rule.reply.id)).toEqual([
      "emergency",
      "blue-screen",
      "slow",
      "computer",
      "wifi",
      "network",
      "software",
      "cctv",
      "pricing",
      "contact",
      "greeting",
    ]);
  });

  it.each([
    ["emergency", "We have an emergency at the clinic"],
    ["emergency", "URGENT: billing counter is down"],
    ["emergency", "This is critical for us"],
    ["blue-screen", "I keep getting a blue screen"],
    ["blue-screen", "BSOD after the update"],
    ["blue-screen", "bluescreen again"],
    ["blue-screen", "it shows CRITICAL_PROCESS_DIED"],
    ["slow", "Everything is so slow"],
    ["slow", "poor performance in Excel"],
    ["computer", "my computer won't turn on"],
    ["computer", "Laptop screen is cracked"],
    ["wifi", "wifi drops every evening"],
    ["wifi", "Wi-Fi password forgotten"],
    ["wifi", "WI FI not visible"],
    ["network", "the network is down in the office"],
    ["network", "no internet since morning"],
    ["software", "need accounting software"],
    ["software", "Can you build an app for my shop?"],
    ["cctv", "install CCTV at the shop"],
    ["cctv", "one camera shows no picture"],
    ["cctv", "home security options"],
    ["pricing", "What is your pricing?"],
    ["pricing", "how much do you charge"],
    ["pricing", "price list please"],
    ["contact", "How do I contact you?"],
    ["contact", "what is your phone number"],
    ["contact", "Can I email you?"],
    ["greeting", "Hello"],
    ["greeting", "hi"],
    ["greeting", "Hey there!"],
    ["greeting", "Good morning"],
  ])("replies %s to %j", (expected, text) => {
    expect(idOf(text)).toBe(expected);
  });

  it("asks for more detail when nothing matches", () => {
    expect(idOf("asdf qwerty")).toBe("fallback");
    expect(idOf("")).toBe("fallback");
    expect(idOf("🙂")).toBe("fallback");
  });
});

describe("precedence: the first matching rule wins", () => {
  it.each([
    ["urgent wifi problem", "emergency"],
    ["critical: blue screen on the server", "emergency"],
    ["my laptop is slow", "slow"],
    ["blue screen and the PC is slow", "blue-screen"],
    ["slow wifi at home", "slow"],
    ["laptop won't join the wifi", "computer"],
    ["wifi and network both down", "wifi"],
    ["network camera offline", "network"],
    ["CCTV software licence", "software"],
    ["price of CCTV installation", "cctv"],
    ["hi, what are your prices?", "pricing"],
    ["hello, how can I contact you", "contact"],
  ])("%j gets the %s reply", (text, expected) => {
    expect(idOf(text)).toBe(expected);
  });
});

describe("whole-word, case-insensitive matching", () => {
  it("ignores case", () => {
    expect(idOf("EMERGENCY")).toBe("emergency");
    expect(idOf("Blue Screen")).toBe("blue-screen");
    expect(idOf("wIfI")).toBe("wifi");
  });

  it("does not match a keyword inside a longer word", () => {
    // "hi" inside "this"/"which", "hey" inside "they", "call" inside "recall", "lan" inside "plan".
    expect(idOf("this is which thing they recall")).toBe("fallback");
    expect(idOf("computerised records")).toBe("fallback");
    expect(idOf("slowdown")).toBe("fallback");
    expect(idOf("contactless payments")).toBe("fallback");
    expect(idOf("prices")).toBe("pricing");
    expect(idOf("plans")).toBe("pricing");
  });

  it("decides 'networking' vs 'network': no stemming, so the network rule lists 'networking' itself", () => {
    const onlyNetwork = [{ keywords: ["network"], id: "network" }];
    expect(findRule("network", onlyNetwork)?.id).toBe("network");
    expect(findRule("networking", onlyNetwork)).toBeUndefined();
    expect(findRule("networks", onlyNetwork)).toBeUndefined();
    expect(findRule("my network.", onlyNetwork)?.id).toBe("network");
    expect(findRule("(network)", onlyNetwork)?.id).toBe("network");
    // The real script covers both, so both reach the network reply.
    expect(idOf("networking for a new office")).toBe("network");
    expect(idOf("two networks")).toBe("network");
  });

  it("matches at punctuation and apostrophes but not inside stop codes joined by underscores", () => {
    expect(idOf("laptop's fan is loud")).toBe("computer");
    expect(idOf("help!!! urgent!!!")).toBe("emergency");
    expect(idOf("CRITICAL_PROCESS_DIED")).toBe("blue-screen");
    expect(idOf("critical process died")).toBe("emergency");
  });

  it("lets a separator inside a phrase keyword be a space, a hyphen, an underscore or nothing", () => {
    const pattern = keywordPattern("blue screen");
    for (const text of [
      "blue screen",
      "blue-screen",
      "bluescreen",
      "blue  screen",
      "blue_screen",
      "blue\u2011screen",
    ]) {
      expect(pattern.test(text), text).toBe(true);
    }
    expect(pattern.test("bluescreens")).toBe(false);
    expect(pattern.test("true blue screening")).toBe(false);
  });

  it("escapes keywords, so symbols in them are literal", () => {
    expect(keywordPattern("c++").test("c++ help")).toBe(true);
    expect(keywordPattern("c++").test("cc help")).toBe(false);
  });

  it("handles full-width and compatibility characters", () => {
    expect(idOf("ＷＩＦＩ")).toBe("wifi");
  });
});

describe("replies", () => {
  it("gives every rule reply and the fallback suggestions, an icon and a topic", () => {
    for (const r of [...chatScript.rules.map((rule) => rule.reply), chatScript.fallback]) {
      expect(r.suggestions.length, r.id).toBeGreaterThanOrEqual(2);
      expect(r.icon, r.id).toBeDefined();
      expect(r.topic.length).toBeGreaterThan(3);
    }
  });

  it("sends every suggestion and quick topic somewhere specific, never to the fallback or back to the same reply", () => {
    for (const r of listReplies()) {
      for (const suggestion of r.suggestions) {
        const next = idOf(suggestion);
        expect(next, `${r.id} → "${suggestion}"`).not.toBe("fallback");
        expect(next, `${r.id} → "${suggestion}"`).not.toBe(r.id);
      }
    }
    const rulesByCategory: Record<string, string[]> = {
      hardware: ["blue-screen", "slow", "computer"],
      network: ["wifi", "network"],
      software: ["software"],
      security: ["cctv"],
      emergency: ["emergency"],
      pricing: ["pricing"],
      contact: ["contact"],
    };
    for (const topic of chatScript.quickTopics) {
      expect(rulesByCategory[topic.category], topic.text).toContain(idOf(topic.text));
    }
  });

  it("marks only the emergency reply high priority and points it to the 24x7 emergency line", () => {
    expect(
      listReplies()
        .filter((r) => r.priority === "high")
        .map((r) => r.id),
    ).toEqual(["emergency"]);
    expect(reply("emergency").showContact).toBe(true);
    expect(textOf("emergency")).toContain(site.emergencyPhone);
    expect(textOf("emergency")).toMatch(/24x7/);
  });

  it("quotes the spec's prices in the pricing reply, read from the services and plans", () => {
    const text = textOf("pricing");
    expect(price("24x7-technical-support")).toBe("₹2,500/month");
    expect(price("computer-support")).toBe("₹1,500/visit");
    expect(text).toContain("24x7 technical support from ₹2,500/month");
    expect(text).toContain("Computer support from ₹1,500/visit");
    expect(text).toContain("Free PC diagnosing for new customers");
    expect(text).toContain(`${getPlan("starter")?.price}/month`);
    expect(reply("pricing").links?.map((l) => l.href)).toContain("/amc-plans");
  });

  it("gives the company's real phone, email and office hours in the contact reply", () => {
    const text = textOf("contact");
    expect(text).toContain(site.phone);
    expect(text).toContain(site.supportEmail);
    expect(text).toContain(site.emergencyPhone);
    for (const slot of contactOfficeHours) expect(text).toContain(`${slot.days} ${slot.hours}`);
    expect(reply("contact").showContact).toBe(true);
  });

  it("gives concrete first steps for blue screens, slow PCs, Wi-Fi and networks", () => {
    for (const id of ["blue-screen", "slow", "wifi", "network"]) {
      expect(reply(id).steps?.length, id).toBeGreaterThanOrEqual(4);
    }
    expect(textOf("blue-screen")).toMatch(/Safe Mode/);
    expect(textOf("slow")).toMatch(/Task Manager/);
    expect(textOf("wifi")).toMatch(/restart the router/i);
  });

  it("links each problem reply to the service that fixes it, with its price", () => {
    const expectations: [string, string][] = [
      ["blue-screen", "computer-support"],
      ["slow", "computer-support"],
      ["computer", "computer-support"],
      ["wifi", "network-devices"],
      ["network", "networking-support"],
      ["software", "software-development"],
      ["cctv", "cctv-systems"],
      ["emergency", "24x7-technical-support"],
    ];
    for (const [id, slug] of expectations) {
      expect(
        reply(id).links?.map((l) => l.href),
        id,
      ).toContain(`/services/${slug}`);
      if (id !== "emergency") expect(textOf(id), id).toContain(price(slug));
    }
  });

  it("finds every reply by id, and nothing for unknown ids", () => {
    for (const r of listReplies()) expect(getReply(r.id)).toBe(r);
    expect(getReply("nope")).toBeUndefined();
    expect(new Set(listReplies().map((r) => r.id)).size).toBe(listReplies().length);
  });

  it("uses a custom script when given one", () => {
    const script = {
      rules: [{ keywords: ["ping"], reply: { ...chatScript.fallback, id: "pong" } }],
      fallback: chatScript.fallback,
    };
    expect(replyTo("ping", script).id).toBe("pong");
    expect(replyTo("pingpong", script).id).toBe("fallback");
  });
});
