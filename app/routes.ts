import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The customer side's pages — the public site and the portal — declared once and used twice: at
 * today's URLs in English and under /ml in Malayalam (ADR 033). They render inside the site's header
 * and footer, their errors too (see page-boundary.tsx).
 */
const customerPages = (): RouteConfigEntry[] => [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("amc-plans", "routes/amc-plans.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:slug", "routes/project-detail.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  // The help centre: articles published from the staff console (drafts and archived ones are the 404).
  route("help", "routes/help.tsx"),
  route("help/:slug", "routes/help-article.tsx"),
  route("insights", "routes/insights.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("clients/:id", "routes/client-detail.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/:id", "routes/career-opening.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  // The Terms' targets beside the figures of real tickets.
  route("service-levels", "routes/service-levels.tsx"),
  route("account", "routes/account.tsx"),
  // The support desk, customer side: every page and action checks the account itself.
  route("account/tickets", "routes/account-tickets.tsx"),
  route("account/tickets/new", "routes/account-ticket-new.tsx"),
  route("account/tickets/:number", "routes/account-ticket.tsx"),
  // AMC contracts, customer side: the customer's own only (another's is the site's 404).
  route("account/contracts", "routes/account-contracts.tsx"),
  route("account/contracts/:id", "routes/account-contract.tsx"),
  // The customer's billing details: the name, address and GSTIN their tax invoices are made out to.
  route("account/billing", "routes/account-billing.tsx"),
  // The device register, customer side: /account/devices/new is the same page as a device's, empty.
  route("account/devices", "routes/account-devices.tsx"),
  // A sheet of device labels to print (all the customer's devices in use, or ?device=ID).
  route("account/devices/labels", "routes/account-device-labels.tsx"),
  route("account/devices/:id", "routes/account-device.tsx"),
  // A customer's visit: its time, and a form to ask for another (their own only; another's is the 404).
  route("account/visits/:id", "routes/account-visit.tsx"),
  // Invoices and credit notes, customer side: their own only (another's is the 404); an invoice's
  // page takes the customer's UPI reference (UTR) as a plain form post.
  route("account/invoices", "routes/account-invoices.tsx"),
  route("account/invoices/:id", "routes/account-invoice.tsx"),
  // A satisfaction rating from the 'resolved' email's signed link: no sign-in needed.
  route("ticket-rating", "routes/ticket-rating.tsx"),
  // A contract's renewal from a reminder email's signed link: no sign-in needed.
  route("contract-renewal", "routes/contract-renewal.tsx"),
  // A device label's QR code: the device's customer reports a problem with it (through sign-in).
  route("d/:token", "routes/device-label.tsx"),
];

/** The sign-in pages, in their own narrow layout (no site header); in both languages like the pages. */
const signInPages = (): RouteConfigEntry[] => [
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
];

/** POST-only resource routes of accounts (each checks the request's origin itself). */
const accountPosts = (): RouteConfigEntry[] => [
  route("logout", "routes/logout.tsx"),
  route("plan-requests", "routes/plan-requests.tsx"),
];

/** A tax invoice's (or credit note's) PDF and a payment's receipt, for the invoice's customer. */
const invoiceDownloads = (): RouteConfigEntry[] => [
  route("account/invoices/:id/pdf", "routes/account-invoice-pdf.ts"),
  route("account/invoices/:id/receipts/:paymentId", "routes/account-invoice-receipt.ts"),
];

/**
 * The Malayalam twins: the same files under /ml. A route's id must be unique and React Router takes
 * the file's path for it, so each twin's id is its file's with "ml/" in front.
 */
function inMalayalam(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  const withIds = (list: RouteConfigEntry[]): RouteConfigEntry[] =>
    list.map((entry) => ({
      ...entry,
      id: `ml/${entry.file.replace(/\.tsx?$/, "")}`,
      children: entry.children ? withIds(entry.children) : undefined,
    }));
  return prefix("ml", withIds(entries));
}

// The one place URLs are declared (route table).
export default [
  // A resource route (no page): declared before blog/:slug so the feed is never taken for an article.
  route("blog/rss.xml", "routes/blog-rss.ts"),
  // Files for search engines, browsers and security researchers, built from the content.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("site.webmanifest", "routes/web-manifest.ts"),
  // The home hero's drawing, its caption in the address's language (shown on wide screens only).
  route("illustrations/home-hero.svg", "routes/home-illustration.ts"),
  ...inMalayalam([route("illustrations/home-hero.svg", "routes/home-illustration.ts")]),
  // A technician's calendar feed (/calendar/{token}.ics): no session, the secret token is the key.
  route("calendar/:file", "routes/calendar-feed.ts"),
  route(".well-known/security.txt", "routes/security-txt.ts"),
  // Published help articles for a problem as it is typed, as JSON (the new-ticket form, Netra).
  route("help/suggestions.json", "routes/help-suggestions.ts"),
  layout("routes/site-layout.tsx", [
    layout("routes/page-boundary.tsx", [
      ...customerPages(),
      // The staff console: its layout's middleware checks every page, action and file once.
      // The second step of a staff sign-in: outside the console's layout, whose guard sends people here.
      route("staff/second-factor", "routes/staff/second-factor.tsx"),
      route("staff/second-factor/setup", "routes/staff/second-factor-setup.tsx"),
      route("staff", "routes/staff/layout.tsx", [
        index("routes/staff/dashboard.tsx"),
        route("team", "routes/staff/team.tsx"),
        route("audit", "routes/staff/audit.tsx"),
        route("messages", "routes/staff/messages.tsx"),
        route("messages/:id", "routes/staff/message.tsx"),
        route("tickets", "routes/staff/tickets.tsx"),
        route("tickets/follow-ups", "routes/staff/ticket-follow-ups.tsx"),
        route("tickets/:number", "routes/staff/ticket.tsx"),
        route("reports", "routes/staff/reports.tsx"),
        route("email", "routes/staff/email.tsx"),
        route("email/:id", "routes/staff/email-detail.tsx"),
        route("plan-requests", "routes/staff/plan-requests.tsx"),
        route("plan-requests/:id", "routes/staff/plan-request.tsx"),
        route("newsletter", "routes/staff/newsletter.tsx"),
        route("newsletter/issues/:id", "routes/staff/newsletter-issue.tsx"),
        // Help articles: the list, a new one (or one drafted from a resolved ticket), one article's page.
        route("help", "routes/staff/help-articles.tsx"),
        route("help/new", "routes/staff/help-article-new.tsx"),
        route("help/:id", "routes/staff/help-article.tsx"),
        // The editors' live markdown preview (POST only; help articles, blog posts, job openings).
        route("preview/markdown", "routes/staff/markdown-preview.ts"),
        // Blog posts and job openings, written and published from the console like help articles.
        route("blog", "routes/staff/blog-posts.tsx"),
        route("blog/new", "routes/staff/blog-post-new.tsx"),
        route("blog/:id", "routes/staff/blog-post.tsx"),
        route("openings", "routes/staff/openings.tsx"),
        route("openings/new", "routes/staff/opening-new.tsx"),
        route("openings/:id", "routes/staff/opening.tsx"),
        route("applications", "routes/staff/applications.tsx"),
        route("applications/:id", "routes/staff/application.tsx"),
        route("contracts", "routes/staff/contracts.tsx"),
        route("contracts/new", "routes/staff/contract-new.tsx"),
        route("contracts/:id", "routes/staff/contract.tsx"),
        route("contracts/:id/edit", "routes/staff/contract-edit.tsx"),
        route("devices", "routes/staff/devices.tsx"),
        route("devices/new", "routes/staff/device-new.tsx"),
        route("devices/labels", "routes/staff/device-labels.tsx"),
        route("devices/:id", "routes/staff/device.tsx"),
        // Visits: the planner (a week per technician), booking, a visit's record, the technician's feed.
        route("visits", "routes/staff/visits.tsx"),
        route("visits/new", "routes/staff/visit-new.tsx"),
        route("visits/feed", "routes/staff/visit-feed.tsx"),
        route("visits/:id", "routes/staff/visit.tsx"),
        // The technician's phone pages: today's visits, and the work page of one.
        route("visits/today", "routes/staff/visits-today.tsx"),
        route("visits/today/:id", "routes/staff/visit-field.tsx"),
        // Invoices: the list, one issued by hand or for a visit, an invoice's (or credit note's) record.
        route("invoices", "routes/staff/invoices.tsx"),
        route("invoices/new", "routes/staff/invoice-new.tsx"),
        route("invoices/:id", "routes/staff/invoice.tsx"),
        // Reconciling payments from bank statements, and the accountant's month (GSTR-1 on the page).
        route("invoices/statements", "routes/staff/invoice-statements.tsx"),
        route("invoices/statements/:id", "routes/staff/invoice-statement.tsx"),
        route("invoices/gst", "routes/staff/invoice-gst.tsx"),
        // Files of the console (no page): checked by the same layout middleware as its pages.
        route("tickets/:number/files/:fileId", "routes/staff/ticket-file.ts"),
        route("applications/:id/resume/:fileId", "routes/staff/application-resume.ts"),
        route("devices/:id/photo/:fileId", "routes/staff/device-photo.ts"),
        route("visits/today/:id/photos/:fileId", "routes/staff/visit-photo.ts"),
        route("visits/:id/reports/:reportId", "routes/staff/visit-report.ts"),
        // An invoice's (or credit note's) PDF, and a payment's receipt.
        route("invoices/:id/pdf", "routes/staff/invoice-pdf.ts"),
        route("invoices/:id/receipts/:paymentId", "routes/staff/invoice-receipt.ts"),
        // A corrected service report (POST only; the form is on the visit's page).
        route("visits/:id/reports", "routes/staff/visit-reports.ts"),
        route("newsletter/subscribers.csv", "routes/staff/newsletter-export.ts"),
        route("reports/export.csv", "routes/staff/reports-export.ts"),
        route("contracts/export.csv", "routes/staff/contracts-export.ts"),
        // The accountant's month as files: invoices and credit notes for Tally, the GSTR-1 summary.
        route("invoices/export.csv", "routes/staff/invoices-export.ts"),
        route("invoices/gstr1.csv", "routes/staff/invoices-gstr1.ts"),
      ]),
      // Test-only routes, for the end-to-end and integration tests: each answers the site's 404 unless
      // the server runs with ENABLE_TEST_ROUTES=1 (app/testing/gate.ts). The two pages — a failing page
      // and the upload pipeline's form — check it themselves so their 404 renders as a page's does.
      route("__test/error", "routes/test/error.tsx"),
      route("__test/uploads", "routes/test/uploads.tsx"),
      layout("routes/test/layout.ts", [
        ...prefix("__test", [
          // The upload test page's stored files, as JSON and as downloads.
          route("uploads/:owner/:fileId?", "routes/test/upload-files.ts"),
          // Set-up as a request: accounts, signed-in sessions, tickets, contact messages, newsletter
          // subscribers, plan requests, job applications, the tickets /service-levels measures.
          route("accounts", "routes/test/accounts.ts"),
          route("sessions", "routes/test/sessions.ts"),
          route("tickets", "routes/test/tickets.ts"),
          route("contact-messages", "routes/test/contact-messages.ts"),
          route("newsletter-subscribers", "routes/test/newsletter-subscribers.ts"),
          route("plan-requests", "routes/test/plan-requests.ts"),
          route("applications", "routes/test/applications.ts"),
          route("service-levels", "routes/test/service-levels.ts"),
          route("contracts", "routes/test/contracts.ts"),
          route("visits", "routes/test/visits.ts"),
          route("invoices", "routes/test/invoices.ts"),
          route("help-articles", "routes/test/help-articles.ts"),
          // What the public side of the help centre records (views, votes, deflections, searches).
          route("help-activity", "routes/test/help-activity.ts"),
        ]),
      ]),
      route("*", "routes/not-found.tsx"),
    ]),
    // The same pages in Malayalam, with a page boundary and a 404 of their own.
    ...inMalayalam([layout("routes/page-boundary.tsx", [...customerPages(), route("*", "routes/not-found.tsx")])]),
  ]),
  layout("routes/auth-layout.tsx", signInPages()),
  ...inMalayalam([layout("routes/auth-layout.tsx", signInPages())]),
  ...accountPosts(),
  ...inMalayalam(accountPosts()),
  // A job application sent by script, for upload progress: the same form as POST /careers/:id, answered as JSON
  // (under /ml from a Malayalam page, so that its messages are Malayalam: the URL decides the language).
  route("careers/:id/apply", "routes/career-apply.ts"),
  ...inMalayalam([route("careers/:id/apply", "routes/career-apply.ts")]),
  // A support ticket's attachment, as a download (a file, no page; the ticket's customer only).
  route("account/tickets/:number/files/:fileId", "routes/account-ticket-file.ts"),
  // A device's photo, as a download (a file, no page; the device's customer only).
  route("account/devices/:id/photo/:fileId", "routes/account-device-photo.ts"),
  // A visit's service report, as a download (a PDF, no page; the visit's customer only).
  route("account/visits/:id/reports/:reportId", "routes/account-visit-report.ts"),
  // A tax invoice's (or credit note's) PDF, and a payment's receipt, as downloads (the invoice's customer only),
  // printed in the language of the address (the page that links to them).
  ...invoiceDownloads(),
  ...inMalayalam(invoiceDownloads()),
] satisfies RouteConfig;
