// Header and footer links. The spec's footer pointed at service slugs that do not exist
// (web-development, mobile-apps, ...); these links go to real services instead, and
// content.test.ts checks that every href resolves to a route.
import type { FooterColumn, NavItem } from "./schema";

/** Header links, in display order; the Services menu items come from headerServices in services.ts (through the site layout's loader). */
export const mainNav: NavItem[] = [
  { name: "Services", href: "/services" },
  { name: "AMC Plans", href: "/amc-plans" },
  { name: "Portfolio", href: "/portfolio" },
  { name: "Blog", href: "/blog" },
  { name: "Insights", href: "/insights" },
  { name: "Careers", href: "/careers" },
  { name: "About", href: "/about" },
  { name: "Contact", href: "/contact" },
];

/** The header's own words (its menus' controls). */
export const headerCopy = {
  servicesMenu: "Show services menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  login: "Login",
  signup: "Sign Up",
  /** Read after the logo's name: the logo is the link home. */
  home: "home",
};

export const authNav: NavItem[] = [
  { name: "Login", href: "/login" },
  { name: "Sign Up", href: "/signup" },
];

/** The sign-in pages' own frame: the link back to the site under the card. */
export const authLayoutCopy = {
  backTo: (company: string) => `Back to ${company}`,
};

/** The footer's own words. */
export const footerCopy = {
  newsletterTitle: "Newsletter",
  newsletterIntro: "Practical IT tips and offers, about once a month.",
  /** Each footer column's landmark: "Footer: Services". */
  columnLabel: (title: string) => `Footer: ${title}`,
};

export const footerColumns: FooterColumn[] = [
  {
    title: "Services",
    links: [
      { name: "24x7 Technical Support", href: "/services/24x7-technical-support" },
      { name: "Computer Support", href: "/services/computer-support" },
      { name: "CCTV Systems", href: "/services/cctv-systems" },
      { name: "Software Development", href: "/services/software-development" },
      { name: "Mobile & SaaS", href: "/services/saas-development" },
      { name: "Cloud Networking", href: "/services/cloud-networking" },
    ],
  },
  {
    title: "Company",
    links: [
      { name: "About", href: "/about" },
      // The about page must render the team section with id="team" for this anchor.
      { name: "Our Team", href: "/about#team" },
      { name: "Careers", href: "/careers" },
      { name: "Testimonials", href: "/testimonials" },
      { name: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Resources",
    links: [
      { name: "Blog", href: "/blog" },
      { name: "Insights", href: "/insights" },
      { name: "Help Centre", href: "/help" },
      { name: "Portfolio", href: "/portfolio" },
      { name: "AMC Plans", href: "/amc-plans" },
      { name: "Privacy Policy", href: "/privacy" },
      { name: "Terms of Service", href: "/terms" },
    ],
  },
];
