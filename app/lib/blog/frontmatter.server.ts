import { parse } from "yaml";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Splits a markdown file into its YAML frontmatter (parsed, not yet validated) and its body. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error("missing the --- frontmatter block at the top of the file");
  // yaml's default "core" schema yields plain strings, numbers, booleans, arrays and objects: dates
  // stay strings ("2026-10-27") and no custom tags can construct other types.
  return { data: parse(match[1] ?? ""), body: source.slice(match[0].length) };
}
