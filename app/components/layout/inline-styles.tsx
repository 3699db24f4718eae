import { useContext } from "react";
import { DocumentContext } from "~/lib/document-context";

const STYLE_ELEMENT_ID = "site-css";

/**
 * The whole stylesheet inlined in <head>. The server passes the CSS text through DocumentContext;
 * during hydration the browser reads back the text it already has, so both renders agree and the
 * client bundle never carries the CSS a second time.
 */
export function InlineStyles() {
  const { css } = useContext(DocumentContext);
  const text =
    css || (typeof document === "undefined" ? "" : (document.getElementById(STYLE_ELEMENT_ID)?.textContent ?? ""));
  return (
    <style
      id={STYLE_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time stylesheet, never user input.
      dangerouslySetInnerHTML={{ __html: text }}
      suppressHydrationWarning
    />
  );
}
