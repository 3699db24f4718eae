// Title, meta description, heading and introduction of every page. Routes read their words from
// here (never from JSX), so copy can change without touching components. One export per page, so a
// page's browser bundle carries its own words only; `pages` gathers them for tests and the sitemap.
import type { PageCopy } from "./schema";
import { notFoundPage } from "./not-found";

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

export const homePage: PageCopy = {
  title: "24x7 IT Support & Software Services in Trivandrum",
  description:
    "Round-the-clock support for computers, networks, CCTV and smart systems, AMC plans from ₹399 a month, and software, cloud and SaaS development from Trivandrum.",
  heading: "IT that just works, for homes and businesses across Trivandrum",
  intro:
    "One local team for your computers, Wi-Fi, CCTV, security and smart systems — on call 24x7 — and the engineers to build your software, move you to the cloud and run it. Transparent pricing, and your data stays yours.",
};

export const aboutPage: PageCopy = {
  title: "About Us",
  description:
    "Meet the Trivandrum team behind Anantha IT Solutions LLP: our mission, our values and the engineers who keep homes and businesses across Kerala running.",
  heading: "A Trivandrum team that treats your IT like our own",
  intro:
    "We started fixing computers for neighbours in Kazhakkoottam and grew into an LLP that supports offices, clinics, shops and schools across Kerala — still answering the phone ourselves.",
};

export const servicesPage: PageCopy = {
  title: "IT Services",
  description:
    "Technical support, preventive maintenance, networking, CCTV, security and smart systems, plus software, cloud and SaaS development — with prices stated up front.",
  heading: "Services for every part of your IT",
  intro:
    "From a laptop that won't boot to a SaaS product built from scratch: eleven services, each with a clear starting price and a named engineer responsible for it.",
};

export const amcPlansPage: PageCopy = {
  title: "AMC Plans",
  description:
    "Annual maintenance plans for homes and businesses in Trivandrum: a free first service, Starter from ₹399 a month, and plans with response times down to one hour.",
  heading: "Annual maintenance plans that fit your budget",
  intro:
    "Pick the response time and support channels you need. Every plan includes regular health checks, and you can change plans at any time.",
};

export const portfolioPage: PageCopy = {
  title: "Portfolio",
  description:
    "Case studies of web, mobile and cloud projects delivered by Anantha IT Solutions for businesses in Kerala: what we built, with which technologies, and the results.",
  heading: "Work we are proud of",
  intro: "A selection of web, mobile and cloud projects, with the numbers our clients measured after launch.",
};

export const blogPage: PageCopy = {
  title: "Blog",
  description:
    "Practical IT advice for businesses in Trivandrum: security, backups, networks, cloud and software, written by the engineers who do the work.",
  heading: "Insights from our engineers",
  intro:
    "Practical guides on keeping a small business's computers, network and data safe, and on building software that pays its way.",
};

export const insightsPage: PageCopy = {
  title: "Market Insights",
  description:
    "Trends, industry analyses and technology insights on the Trivandrum and Kerala IT sector, from Technopark growth to cloud adoption by local businesses.",
  heading: "The Trivandrum IT market, in figures",
  intro:
    "What we see across Technopark, local SMEs, healthcare and education: the trends shaping IT decisions in Kerala, and the technologies worth your attention.",
};

export const contactPage: PageCopy = {
  title: "Contact Us",
  description:
    "Talk to Anantha IT Solutions in Trivandrum: send a message, call our 24x7 support line, or visit our Kazhakkoottam office. We reply within 24 hours on business days.",
  heading: "Let's talk about your IT",
  intro:
    "Tell us what you need — a repair, a maintenance plan or a new project. We reply within 24 hours on business days, and support calls are answered 24x7.",
};

export const testimonialsPage: PageCopy = {
  title: "Client Testimonials",
  description:
    "What retailers, clinics, schools and families in Trivandrum say about working with Anantha IT Solutions, with ratings and the projects behind them.",
  heading: "What our clients say",
  intro: "Reviews from the businesses and households we support, in their own words.",
};

export const careersPage: PageCopy = {
  title: "Careers",
  description:
    "Join Anantha IT Solutions in Trivandrum: open full-time roles in development, support, cloud, security, design and operations, with salary ranges stated.",
  heading: "Build your career with us in Trivandrum",
  intro:
    "We are hiring engineers and designers who like solving real problems for real people. Every role is full-time at our Trivandrum office, with the salary range on the listing.",
};

export const privacyPage: PageCopy = {
  title: "Privacy Policy",
  description:
    "How Anantha IT Solutions LLP collects, uses and protects personal data: the principles we follow, AES-256 encryption, your rights and how to reach us.",
  heading: "Privacy Policy",
  intro:
    "Transparent service without losing your privacy is our promise. This policy explains what we collect, why, and how we protect it.",
};

export const termsPage: PageCopy = {
  title: "Terms of Service",
  description:
    "The terms for services from Anantha IT Solutions LLP: service scope, pricing and payment in rupees, response and resolution times, availability and privacy.",
  heading: "Terms of Service",
  intro: "These terms set out what we deliver, how fast, at what price, and what we ask of you in return.",
};

export const loginPage: PageCopy = {
  title: "Sign In",
  description: "Sign in to your Anantha IT Solutions account to choose an AMC plan and follow your support requests.",
  heading: "Welcome back",
  intro: "Sign in to manage your plan and support requests.",
};

export const signupPage: PageCopy = {
  title: "Create Account",
  description:
    "Create an Anantha IT Solutions account to choose an AMC plan, claim your free first service and follow your requests.",
  heading: "Create your account",
  intro: "One account for your plan, your free first service and your support requests.",
};

export const forgotPasswordPage: PageCopy = {
  title: "Forgot Password",
  description:
    "Reset the password of your Anantha IT Solutions account: we email you a single-use link that expires in one hour.",
  heading: "Forgot your password?",
  intro: "Enter the email address of your account and we will send you a link to choose a new password.",
};

export const resetPasswordPage: PageCopy = {
  title: "Choose a New Password",
  description: "Choose a new password for your Anantha IT Solutions account with the single-use link we emailed you.",
  heading: "Choose a new password",
  intro:
    "Pick a password you do not use anywhere else. Every other device signed in to your account will be signed out.",
};

export const verifyEmailPage: PageCopy = {
  title: "Confirm Your Email",
  description: "Confirm the email address of your new Anantha IT Solutions account and sign in.",
  heading: "Confirm your email address",
  intro: "One click to finish creating your account.",
};

export const accountPage: PageCopy = {
  title: "My Account",
  description: "Your Anantha IT Solutions account: your details and the AMC plans you have requested.",
  heading: "My account",
  intro: "Your details and the plans you have asked us about. We update each request as our team works on it.",
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
