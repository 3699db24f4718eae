/**
 * The words of the page's frame that run in the browser on every page (the skip link, the toaster), in
 * the page's language: made on the server (chrome.server.ts) and handed
 * over in the root's data. The error screens' words load with them when a page fails (error-islands.tsx).
 */
export type ChromeWords = {
  skipToContent: string;
  notifications: string;
  dismissNotification: string;
};
