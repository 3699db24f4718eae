// The public help centre's words: /help (categories, search) and /help/{slug} (an article).
export const helpCentrePage = {
  title: "Help centre",
  description:
    "Answers to common IT problems — routers, CCTV, printers, laptops, email and backups — from Anantha IT Solutions' support team.",
  heading: "Help centre",
  intro: "Quick fixes for the problems our customers ask about most. Search, or browse by topic.",
} as const;

export const helpCentreCopy = {
  searchLabel: "Search the help centre",
  searchPlaceholder: "e.g. printer queue stuck",
  searchButton: "Search",
  resultsHeading: (query: string) => `Results for “${query}”`,
  noResults: "No article matched — open a ticket or contact us.",
  openTicket: "Open a ticket",
  contactUs: "Contact us",
  categoriesHeading: "Browse by topic",
  emptyCategory: "No articles yet.",
  breadcrumbLabel: "Breadcrumb",
  breadcrumb: "Help centre",
  updated: "Updated",
  relatedHeading: "Related articles",
  helpfulQuestion: "Was this helpful?",
  helpfulYes: "Yes",
  helpfulNo: "No",
  voteThanks: "Thanks for telling us.",
  voteAlready: "Thanks — you already told us.",
  voteTooMany: "Too many answers from your address. Please try again later.",
  voteFailed: "Your answer could not be saved just now. Please try again.",
  voteRefused: "Your answer could not be read.",
  stillStuck: "Still stuck?",
  notFoundHeading: "Article not found",
  notFoundText: "This help article does not exist or is no longer published.",
} as const;
