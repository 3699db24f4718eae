/** Escapes text for HTML element content and double-quoted attributes (emails are built as strings). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Plain text to HTML paragraphs, escaped, keeping the writer's line breaks. */
export function textToHtml(value: string): string {
  return value
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
}

/** The text and HTML bodies of an email that is only paragraphs of plain lines. */
export function plainBodies(lines: readonly string[]): { text: string; html: string } {
  const text = lines.join("\n");
  return { text, html: textToHtml(text) };
}

/** Label and value rows as the text body shows them, one "Label: value" a line. */
export function rowsAsText(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** Label and value rows as the HTML body shows them: a table, every cell escaped. */
export function rowsAsTable(rows: readonly (readonly [string, string])[]): string {
  return [
    "<table>",
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    "</table>",
  ].join("\n");
}
