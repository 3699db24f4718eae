// Title, meta description, heading and introduction of every page. Routes read their words from
// here (never from JSX), so copy can change without touching components. Each page's words are in
// their own module under page-copy/, so a page's browser bundle carries its own words only; routes
// import them from there, and `pages` gathers them for tests and the sitemap.
import type { PageCopy } from "./schema";
import { notFoundPage } from "./not-found";
import { homePage } from "./page-copy/home";
import { aboutPage } from "./page-copy/about";
import { servicesPage } from "./page-copy/services";
import { amcPlansPage } from "./page-copy/amc-plans";
import { portfolioPage } from "./page-copy/portfolio";
import { blogPage } from "./page-copy/blog";
import { insightsPage } from "./page-copy/insights";
import { contactPage } from "./page-copy/contact";
import { testimonialsPage } from "./page-copy/testimonials";
import { careersPage } from "./page-copy/careers";
import { privacyPage } from "./page-copy/privacy";
import { termsPage } from "./page-copy/terms";
import { loginPage } from "./page-copy/login";
import { signupPage } from "./page-copy/signup";
import { forgotPasswordPage } from "./page-copy/forgot-password";
import { resetPasswordPage } from "./page-copy/reset-password";
import { verifyEmailPage } from "./page-copy/verify-email";
import { accountPage } from "./page-copy/account";

export type { PageCopy };

export type PageKey =
  | "home"
  | "about"
  | "services"
  | "amcPlans"
  | "portfolio"
  | "blog"
  | "insights"
  | "contact"
  | "testimonials"
  | "careers"
  | "privacy"
  | "terms"
  | "login"
  | "signup"
  | "forgotPassword"
  | "resetPassword"
  | "verifyEmail"
  | "account"
  | "notFound";

export {
  homePage,
  aboutPage,
  servicesPage,
  amcPlansPage,
  portfolioPage,
  blogPage,
  insightsPage,
  contactPage,
  testimonialsPage,
  careersPage,
  privacyPage,
  termsPage,
  loginPage,
  signupPage,
  forgotPasswordPage,
  resetPasswordPage,
  verifyEmailPage,
  accountPage,
};

export const pages: Record<PageKey, PageCopy> = {
  home: homePage,
  about: aboutPage,
  services: servicesPage,
  amcPlans: amcPlansPage,
  portfolio: portfolioPage,
  blog: blogPage,
  insights: insightsPage,
  contact: contactPage,
  testimonials: testimonialsPage,
  careers: careersPage,
  privacy: privacyPage,
  terms: termsPage,
  login: loginPage,
  signup: signupPage,
  forgotPassword: forgotPasswordPage,
  resetPassword: resetPasswordPage,
  verifyEmail: verifyEmailPage,
  account: accountPage,
  notFound: notFoundPage,
};
