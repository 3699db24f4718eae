// The public help centre's words: /help (categories, search) and /help/{slug} (an article).
export type HelpCentrePage = { title: string; description: string; heading: string; intro: string };

export const helpCentrePage: HelpCentrePage = {
  title: "Help centre",
  description:
    "Answers to common IT problems — routers, CCTV, printers, laptops, email and backups — from Anantha IT Solutions' support team.",
  heading: "Help centre",
  intro: "Quick fixes for the problems our customers ask about most. Search, or browse by topic.",
};

export type HelpCentreCopy = {
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  resultsHeading: (query: string) => string;
  noResults: string;
  openTicket: string;
  contactUs: string;
  categoriesHeading: string;
  emptyCategory: string;
  breadcrumbLabel: string;
  breadcrumb: string;
  updated: string;
  relatedHeading: string;
  helpfulQuestion: string;
  helpfulYes: string;
  helpfulNo: string;
  voteThanks: string;
  voteAlready: string;
  voteTooMany: string;
  voteFailed: string;
  voteRefused: string;
  stillStuck: string;
  notFoundHeading: string;
  notFoundText: string;
};

export const helpCentreCopy: HelpCentreCopy = {
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
};

/**
 * "These may fix it" on the new-ticket form, and the page after "This solved it". Plain strings (no
 * functions): they reach the form's island in the page's data, not in its bundle.
 */
export type TicketDeflectionCopy = {
  heading: string;
  intro: string;
  solved: string;
  goOn: string;
  filesDropped: string;
  /** Announced to screen readers as the customer types; {count} is the number of articles. */
  foundOne: string;
  foundMany: string;
  solvedHeading: string;
  solvedText: string;
  readAgain: string;
  stillStuck: string;
  notPublished: string;
  tooMany: string;
};

export const ticketDeflectionCopy: TicketDeflectionCopy = {
  heading: "These may fix it",
  intro: "Our help articles answer problems like yours. If one fixes it, you need no ticket.",
  solved: "This solved it",
  goOn: "None of these — open the ticket",
  filesDropped: "Files are not kept at this step: if you open the ticket, please choose them again.",
  /** Announced to screen readers as the customer types; {count} is the number of articles. */
  foundOne: "1 help article may fix it.",
  foundMany: "{count} help articles may fix it.",
  solvedHeading: "Glad it is fixed",
  solvedText: "Thank you for telling us. No ticket was opened.",
  readAgain: "Read the article again:",
  stillStuck: "Still stuck? Create the ticket",
  notPublished: "That article is no longer published. Choose another one, or open the ticket.",
  tooMany: "Too many answers from your account. Please try again later.",
};
