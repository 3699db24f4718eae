// Who the company is and how to reach it. Every page, the chat assistant and the emails read these
// values from here, so a changed phone number is changed once. The name, web address and time zone
// are defined in ./site-identity.ts (what the browser's shell needs; `site` includes them): code that
// runs in the browser reads them there, so this whole object stays out of every page's first script.
import type { OfficeHours, Site } from "./schema";
import { siteIdentity } from "./site-identity";

export const site: Site = {
  ...siteIdentity,
  legalName: "Anantha IT Solutions LLP",
  tagline: "Transparent IT support, without losing your privacy",
  blurb:
    "A Trivandrum IT services partner for homes and businesses: 24x7 support for computers, networks, CCTV and smart systems, annual maintenance plans, and software, cloud and SaaS development.",
  email: "hello@ananthait.in",
  supportEmail: "support@ananthait.in",
  careersEmail: "careers@ananthait.in",
  privacyEmail: "privacy@ananthait.in",
  phone: "+91 471 296 1100",
  phoneHref: "tel:+914712961100",
  emergencyPhone: "+91 94470 24724",
  emergencyPhoneHref: "tel:+919447024724",
  address: {
    street: "2nd Floor, Pallavi Towers, Kazhakkoottam",
    locality: "Near Technopark Phase I",
    city: "Thiruvananthapuram",
    region: "Kerala",
    postalCode: "695582",
    country: "India",
  },
  mapUrl: "https://www.google.com/maps/dir/?api=1&destination=Kazhakkoottam%2C+Thiruvananthapuram%2C+Kerala+695582",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/ananthait" },
    { name: "X", href: "https://x.com/ananthait" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/ananthait" },
    { name: "Instagram", href: "https://www.instagram.com/ananthait" },
  ],
};

/** Office hours as the contact page states them, in India Standard Time. */
export const contactOfficeHours: OfficeHours = [{ days: "Mon-Fri", hours: "9:00 AM - 6:00 PM IST" }];

/** Office hours as the careers page states them. */
export const careersOfficeHours: OfficeHours = [
  { days: "Mon-Fri", hours: "9:00 AM - 6:00 PM" },
  { days: "Sat", hours: "10:00 AM - 2:00 PM" },
  { days: "Sun", hours: "Closed" },
];

export const fullAddress = [
  site.address.street,
  site.address.locality,
  `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  site.address.country,
].join(", ");
