import type { ReactNode } from "react";

/** How a marked list looks where it is used: the list's and each item's classes, and the marker. */
export type MarkedListLook = {
  list: string;
  item: string;
  /** Drawn before every item; decorative, so it carries aria-hidden. */
  marker: ReactNode;
};

/** A list of short texts, each led by the same marker (a tick, a dot). */
export function MarkedList({
  items,
  look,
  lang,
}: {
  items: readonly string[];
  look: MarkedListLook;
  /** The items' language where it is not the page's (technologies' names on a Malayalam page). */
  lang?: string;
}) {
  return (
    <ul lang={lang} className={look.list}>
      {items.map((item) => (
        <li key={item} className={look.item}>
          {look.marker}
          {item}
        </li>
      ))}
    </ul>
  );
}
