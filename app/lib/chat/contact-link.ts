// 'Send us a message' under a reply opens the contact form with the conversation's topic already
// filled in: the form reads ?subject= and ?message= (/contact).
import { truncate } from "./text";

/** Kept well inside what a contact form accepts and what a URL comfortably carries. */
export const PREFILL_SUBJECT_MAX = 120;
export const PREFILL_MESSAGE_MAX = 1000;

export type PrefillTemplates = { subject: string; message: string };

/** Replaces {topic} and {question} in one pass, so a visitor typing "{topic}" gets it back verbatim. */
export function fillTemplate(template: string, values: { topic: string; question: string }): string {
  return template.replace(/\{(topic|question)\}/g, (_, name: "topic" | "question") => values[name]);
}

/** The /contact URL with subject and message prefilled (each URL-encoded, %20 for spaces). */
export function contactFormHref(
  templates: PrefillTemplates,
  { topic, question }: { topic: string; question?: string },
): string {
  const values = { topic, question: question ?? topic };
  const subject = truncate(fillTemplate(templates.subject, values), PREFILL_SUBJECT_MAX);
  const message = truncate(fillTemplate(templates.message, values), PREFILL_MESSAGE_MAX);
  return `/contact?subject=${encodeURIComponent(subject)}&message=${encodeURIComponent(message)}`;
}

/** A mailto: link to address with the subject filled in. */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(truncate(subject, PREFILL_SUBJECT_MAX))}`;
}
