// Words of the blog list and article screens. The articles themselves are the database's
// (blog_posts, written in the console); the list page's title and introduction are in pages.ts.
import { blogPage } from "./page-copy/blog";
import { siteIdentity } from "./site-identity";

/** The feed's name, in the RSS channel and in the pages' <link rel="alternate">. */
export const blogFeedTitle = `${siteIdentity.name} ${blogPage.title}`;

export const blogListCopy = {
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
} as const;

export const blogPostCopy = {
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
} as const;
