// Netra's reply rules: the first rule, in script order, with a keyword in the
// visitor's message wins; no match gets the fallback. Keywords match case-insensitively and only as
// whole words, so "hi" does not fire inside "this" and "network" does not fire inside "networking"
// (the network rule lists "networking" itself). A space or hyphen inside a keyword also matches
// no separator or another one: "blue screen" finds "bluescreen" and "blue-screen", "wi-fi" finds
// "wifi", "critical process died" finds "CRITICAL_PROCESS_DIED" (where "critical" alone does not
// match, because the underscore makes it part of a longer word).
import { chatScript } from "~/content/chat";
import type { ChatReply, ChatScript } from "~/content/schema";

type KeywordRule = { keywords: readonly string[] };

// Letters and digits of any script count as word characters, so "café" is one word.
const WORD_CHAR = "[\\p{L}\\p{N}_]";
// Inside a phrase: spaces, underscores (Windows stop codes such as CRITICAL_PROCESS_DIED), the
// hyphen-minus and the Unicode hyphens and dashes that phones insert when autocorrecting.
const SEPARATOR = "[\\s_\\-\\u2010-\\u2015]*";

const compiled = new WeakMap<readonly KeywordRule[], RegExp[][]>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The pattern that finds keyword as a whole word (or phrase) anywhere in a message. */
export function keywordPattern(keyword: string): RegExp {
  const words = keyword
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  return new RegExp(`(?<!${WORD_CHAR})${words.join(SEPARATOR)}(?!${WORD_CHAR})`, "iu");
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
  const normalized = text.normalize("NFKC");
  const patterns = patternsFor(rules);
  return rules.find((_, index) => patterns[index]?.some((pattern) => pattern.test(normalized)));
}

/** Netra's reply to a visitor's message. */
export function replyTo(text: string, script: Pick<ChatScript, "rules" | "fallback"> = chatScript): ChatReply {
  return findRule(text, script.rules)?.reply ?? script.fallback;
}

/** Every reply of the script, the welcome and the fallback included, by id. */
export function listReplies(script: Pick<ChatScript, "welcome" | "rules" | "fallback"> = chatScript): ChatReply[] {
  return [script.welcome, ...script.rules.map((rule) => rule.reply), script.fallback];
}

const repliesById = new Map(listReplies().map((reply) => [reply.id, reply]));

/** A reply of the chat script by id (conversations store ids, not texts). */
export function getReply(id: string): ChatReply | undefined {
  return repliesById.get(id);
}
