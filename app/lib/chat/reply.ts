// Netra's reply rules: the first rule, in script order, with a keyword in the
// visitor's message wins; no match gets the fallback. Keywords match case-insensitively and only as
// whole words, so "hi" does not fire inside "this" and "network" does not fire inside "networking"
// (the network rule lists "networking" itself). A space or hyphen inside a keyword also matches
// no separator or another one: "blue screen" finds "bluescreen" and "blue-screen", "wi-fi" finds
// "wifi", "critical process died" finds "CRITICAL_PROCESS_DIED" (where "critical" alone does not
// match, because the underscore makes it part of a longer word).
//
// Malayalam sticks case endings and postpositions onto the word (ലാപ്ടോപ്പിൽ, പ്രിന്ററിന്, and in
// Latin letters "laptopil"), so a keyword ending in "*" is a stem: it matches any word that begins
// with it. Only the Malayalam script uses stems; whole words stay the rule for English.
//
// The rules are the script's, passed in: the chat panel is shared by both languages and loads the
// script of the page's language on its own, so this module names no script.
import type { ChatReply, ChatScript } from "~/content/schema";

type KeywordRule = { keywords: readonly string[] };

// Letters, their combining signs (Malayalam's vowel signs and virama) and digits of any script
// count as word characters, so "café" is one word and a Malayalam word is not cut at a vowel sign.
const WORD_CHAR = "[\\p{L}\\p{M}\\p{N}_]";
// Inside a phrase: spaces, underscores (Windows stop codes such as CRITICAL_PROCESS_DIED), the
// hyphen-minus and the Unicode hyphens and dashes that phones insert when autocorrecting.
const SEPARATOR = "[\\s_\\-\\u2010-\\u2015]*";
const STEM = "*";

const compiled = new WeakMap<readonly KeywordRule[], RegExp[][]>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Malayalam typed on older keyboards writes a chillu as consonant + virama + zero-width joiner
// (ന്‍) where newer ones send the atomic letter (ൻ), writes ൻറ for ന്റ and the old two-part
// sign ൌ for ൗ; the joiners are invisible and optional (സോഫ്റ്റ്‌വെയർ, സോഫ്റ്റ്വെയർ). One spelling
// each, for messages and keywords alike, so either way of typing matches.
const ATOMIC_CHILLU: Record<string, string> = { ണ: "ൺ", ന: "ൻ", ര: "ർ", ല: "ൽ", ള: "ൾ", ക: "ൿ" };

/** A message or keyword in one spelling: NFKC, atomic chillus, ന്റ, ൗ, no zero-width joiners. */
export function normalizeMessage(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/([ണനരലളക])\u0D4D\u200D/g, (_, consonant: string) => ATOMIC_CHILLU[consonant] ?? consonant)
    .replace(/ൻറ/g, "ന്റ")
    .replace(/\u0D4C/g, "\u0D57")
    .replace(/[\u200C\u200D]/g, "");
}

/** The pattern that finds keyword as a whole word (or phrase) anywhere in a message; "stem*" as a word's start. */
export function keywordPattern(keyword: string): RegExp {
  const trimmed = normalizeMessage(keyword).trim().toLowerCase();
  const stem = trimmed.endsWith(STEM);
  const words = (stem ? trimmed.slice(0, -STEM.length) : trimmed)
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  return new RegExp(`(?<!${WORD_CHAR})${words.join(SEPARATOR)}${stem ? "" : `(?!${WORD_CHAR})`}`, "iu");
}

function patternsFor(rules: readonly KeywordRule[]): RegExp[][] {
  let patterns = compiled.get(rules);
  if (!patterns) {
    patterns = rules.map((rule) => rule.keywords.map(keywordPattern));
    compiled.set(rules, patterns);
  }
  return patterns;
}

/** The first rule with a keyword in text, or undefined. */
export function findRule<Rule extends KeywordRule>(text: string, rules: readonly Rule[]): Rule | undefined {
  const normalized = normalizeMessage(text);
  const patterns = patternsFor(rules);
  return rules.find((_, index) => patterns[index]?.some((pattern) => pattern.test(normalized)));
}

/** Netra's reply to a visitor's message, from the script of the page's language. */
export function replyTo(text: string, script: Pick<ChatScript, "rules" | "fallback">): ChatReply {
  return findRule(text, script.rules)?.reply ?? script.fallback;
}

/** Every reply of the script, the welcome and the fallback included. */
export function listReplies(script: Pick<ChatScript, "welcome" | "rules" | "fallback">): ChatReply[] {
  return [script.welcome, ...script.rules.map((rule) => rule.reply), script.fallback];
}

const indexes = new WeakMap<object, Map<string, ChatReply>>();

/**
 * A reply of the script by id (conversations store ids, not texts). Both languages' scripts use
 * the same ids, so a conversation carried from an English page to a Malayalam one reads in Malayalam.
 */
export function getReply(
  script: Pick<ChatScript, "welcome" | "rules" | "fallback">,
  id: string,
): ChatReply | undefined {
  let index = indexes.get(script);
  if (!index) {
    index = new Map(listReplies(script).map((reply) => [reply.id, reply]));
    indexes.set(script, index);
  }
  return index.get(id);
}
