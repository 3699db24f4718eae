import { FIRST_SCREEN_END_ATTRIBUTE } from "~/lib/http/first-screen";
import wholeStylesheet from "~/styles/app.css?url";

/**
 * Ends a long page's first screen. The document inlines the style rules of the markup above only
 * (entry.server.tsx); here the whole stylesheet is linked, in the body: the browser paints what is
 * above at once and shows what follows when the stylesheet has arrived — never unstyled, and with
 * or without JavaScript. That stylesheet is cached for a year and every other page fetches it before
 * it hydrates (lib/whole-stylesheet.ts), so the page's rules below the first screen no longer weigh on
 * its HTML.
 */
export function FirstScreenEnd() {
  return <link rel="stylesheet" href={wholeStylesheet} {...{ [FIRST_SCREEN_END_ATTRIBUTE]: "" }} />;
}
