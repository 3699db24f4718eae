// Words of the blog list and article screens. The articles themselves are the database's
// (blog_posts, written in the console); the list page's title and introduction are in pages.ts.
import { blogPage } from "./page-copy/blog";
import { siteIdentity } from "./site-identity";

/** The feed's name, in the RSS channel and in the pages' <link rel="alternate">. */
export const blogFeedTitle = `${siteIdentity.name} ${blogPage.title}`;

export type BlogListCopy = Record<
  | "searchLabel"
  | "searchPlaceholder"
  | "searchButton"
  | "tagsLabel"
  | "allTags"
  | "featuredLabel"
  | "readArticle"
  | "moreArticlesHeading"
  | "articlesHeading"
  | "emptyTitle"
  | "emptyText"
  | "clearFilters"
  | "paginationLabel"
  | "previous"
  | "next"
  | "updating"
  | "newsletterTitle"
  | "newsletterText"
  | "rssLabel",
  string
> & {
  /** Between Previous and Next: "Page 2 of 5". */
  pageOf: (page: number, total: number) => string;
  /** The list's status line: how many articles, and the search or tag that chose them. */
  results: (count: number, q: string, tag: string) => string;
};

export const blogListCopy: BlogListCopy = {
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title, topic or tag",
  searchButton: "Search",
  tagsLabel: "Filter by tag",
  allTags: "All",
  featuredLabel: "Featured article",
  readArticle: "Read article",
  moreArticlesHeading: "More articles",
  articlesHeading: "Articles",
  emptyTitle: "No articles found",
  emptyText: "Try adjusting your search or filter criteria.",
  clearFilters: "Show all articles",
  paginationLabel: "Blog pages",
  previous: "Previous",
  next: "Next",
  updating: "Updating results…",
  newsletterTitle: "Get the next article by email",
  newsletterText:
    "One practical IT tip for your business about once a month, from the engineers who write these articles. No spam, unsubscribe any time.",
  rssLabel: "Subscribe with RSS",
  pageOf: (page, total) => `Page ${page} of ${total}`,
  results: (count, q, tag) => {
    const parts = [`${count} ${count === 1 ? "article" : "articles"}`];
    if (q) parts.push(`matching “${q}”`);
    if (tag) parts.push(`tagged “${tag}”`);
    return `Showing ${parts.join(" ")}`;
  },
};

export type BlogPostCopy = Record<
  | "backToBlog"
  | "tagsLabel"
  | "onThisPage"
  | "shareHeading"
  | "shareOnX"
  | "shareOnLinkedIn"
  | "copyLink"
  | "linkCopied"
  | "copyFailed"
  | "aboutAuthor"
  | "viewProfile"
  | "moreArticles"
  | "relatedHeading"
  | "newsletterTitle"
  | "newsletterText"
  | "notFoundHeading"
  | "notFoundText"
  | "authorLabel"
  | "publishedLabel"
  | "opensInNewTab",
  string
> & {
  /** "6 min read" */
  readTime: (minutes: number) => string;
};

export const blogPostCopy: BlogPostCopy = {
  backToBlog: "Back to Blog",
  tagsLabel: "Tags",
  onThisPage: "On this page",
  shareHeading: "Share this article",
  shareOnX: "Share on X",
  shareOnLinkedIn: "Share on LinkedIn",
  copyLink: "Copy Link",
  linkCopied: "Link copied to clipboard",
  copyFailed: "Couldn't copy the link. Copy it from the address bar instead.",
  aboutAuthor: "About the author",
  viewProfile: "View Profile",
  moreArticles: "More Articles",
  relatedHeading: "Related articles",
  newsletterTitle: "Enjoyed this article?",
  newsletterText: "Get practical IT advice for Trivandrum businesses in your inbox, about once a month.",
  notFoundHeading: "Post Not Found",
  notFoundText: "The blog post you're looking for doesn't exist.",
  /** Read by screen readers before the author's name and the date of a post. */
  authorLabel: "Author: ",
  publishedLabel: "Published ",
  opensInNewTab: " (opens in a new tab)",
  readTime: (minutes) => `${minutes} min read`,
};
