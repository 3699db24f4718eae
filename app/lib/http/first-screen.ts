// Where a long page's first screen ends (see components/layout/first-screen-end.tsx): the document
// inlines the style rules of the markup above this point only (entry.server.tsx).

/** The attribute that marks the end of the first screen. */
export const FIRST_SCREEN_END_ATTRIBUTE = "data-first-screen-end";

/**
 * The markup whose rules the document must carry inline: all of it, or what comes before the
 * first-screen mark. What follows the mark is held back by the browser until the whole stylesheet,
 * linked there, has arrived.
 */
export function markupBeforeFirstScreenEnd(html: string): string {
  const at = html.indexOf(` ${FIRST_SCREEN_END_ATTRIBUTE}=`);
  if (at === -1) return html;
  return html.slice(0, html.lastIndexOf("<", at));
}
