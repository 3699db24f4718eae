import type { PageCopy } from "~/content/schema";

/**
 * The words of the page's frame that run in the browser (toaster, skip link, error screens, the 404),
 * in the page's language: made on the server (chrome.server.ts) and handed over in the root's data.
 */
export type ChromeWords = {
  skipToContent: string;
  notifications: string;
  dismissNotification: string;
  error: {
    unexpectedTitle: string;
    tryAgain: string;
    goHome: string;
    contactSupport: string;
    /** By status code ("404"): HTTP's reason phrase in English, plain words in Malayalam. */
    statusTitles: Record<string, string>;
  };
  notFound: PageCopy & {
    eyebrow: string;
    /** "Nothing lives at {path}." split around the path, which the page shows as code. */
    nothingAt: [string, string];
    links: { name: string; href: string }[];
  };
};
