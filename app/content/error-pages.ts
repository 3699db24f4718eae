// The words of the error screens and of the "nothing here" page. Kept apart from every page's words:
// the browser loads them (in the page's language only) when a page fails, never before.
import { mainNav } from "./navigation";
import { notFoundPage } from "./not-found";
import type { PageCopy } from "./schema";

export type ErrorPagesCopy = {
  screen: {
    unexpectedTitle: string;
    tryAgain: string;
    goHome: string;
    contactSupport: string;
    /** By status code: HTTP's reason phrase in English ("404 Not Found"), plain words in Malayalam. */
    statusTitles: Record<string, string>;
  };
  notFound: PageCopy & {
    eyebrow: string;
    /** Where the unknown path goes, shown as code: "{path}". */
    nothingAt: string;
    homeLink: string;
    links: readonly { name: string; href: string }[];
  };
};

export const errorPages: ErrorPagesCopy = {
  screen: {
    unexpectedTitle: "Unexpected Application Error!",
    tryAgain: "Please try again in a moment. If the problem continues, our support team can help.",
    goHome: "Go to the home page",
    contactSupport: "Contact support",
    statusTitles: {
      "400": "Bad Request",
      "403": "Forbidden",
      "404": "Not Found",
      "405": "Method Not Allowed",
      "409": "Conflict",
      "410": "Gone",
      "413": "Payload Too Large",
      "415": "Unsupported Media Type",
      "429": "Too Many Requests",
      "500": "Internal Server Error",
      "503": "Service Unavailable",
    },
  },
  notFound: {
    ...notFoundPage,
    eyebrow: "Error 404",
    nothingAt: "Nothing lives at {path}.",
    homeLink: "Home",
    links: mainNav,
  },
};
