// Small formatting rules for articles, shared by the server (read time, feed dates) and the pages.
import { type BlogPostCopy, blogPostCopy } from "~/content/blog";

/** A typical adult reads prose on screen at about 200-240 words a minute; we use the slower figure. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, rounded up, never less than one. */
export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

export function formatReadTime(minutes: number, words: Pick<BlogPostCopy, "readTime"> = blogPostCopy): string {
  return words.readTime(minutes);
}
