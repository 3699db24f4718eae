// Shapes of blog data shared by the server loader, the route components and the tests. No runtime
// dependencies here: route components import this file, so whatever it imports reaches the browser.
import type { Locale } from "~/lib/i18n/locale";

/** The SVG illustrations a post can name in its `image` frontmatter (drawn by PostIllustration). */
export const illustrationNames = ["shield", "cloud", "devices", "backup", "contract", "wifi"] as const;
export type IllustrationName = (typeof illustrationNames)[number];

export interface PostImage {
  name: IllustrationName;
  alt: string;
}

/** Everything a list, card, feed or meta tag needs about a post: its frontmatter plus computed read time. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** Publication date, YYYY-MM-DD. */
  publishedAt: string;
  tags: string[];
  featured: boolean;
  category: string;
  /** Minutes, computed from the article text. */
  readTime: number;
  image: PostImage;
  /** The language it is written in (absent: English); the other language's pages mark it and link to it. */
  language?: Locale;
}

export interface PostHeading {
  id: string;
  text: string;
  level: number;
}

/** A whole article: the summary plus its body rendered to HTML on the server. */
export interface Post extends PostSummary {
  html: string;
  headings: PostHeading[];
  wordCount: number;
}
