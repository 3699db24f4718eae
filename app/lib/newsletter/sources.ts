// Where a newsletter signup came from (the signup form's hidden field). Zod-free, so the staff
// subscriber list's filter can use it in the browser.
export const newsletterSources = ["footer", "blog-list", "blog-post", "newsletter-page"] as const;
export type NewsletterSourceName = (typeof newsletterSources)[number];
