// Header and footer links in Malayalam: the twin of navigation.ts (same names, same types, same
// hrefs — the components put each link in the page's language).
import type { FooterColumn, NavItem } from "./schema";

export const mainNav: NavItem[] = [
  { name: "സേവനങ്ങൾ", href: "/services" },
  { name: "AMC പ്ലാനുകൾ", href: "/amc-plans" },
  { name: "പോർട്ട്ഫോളിയോ", href: "/portfolio" },
  { name: "ബ്ലോഗ്", href: "/blog" },
  { name: "ഉൾക്കാഴ്ചകൾ", href: "/insights" },
  { name: "കരിയർ", href: "/careers" },
  { name: "ഞങ്ങളെക്കുറിച്ച്", href: "/about" },
  { name: "ബന്ധപ്പെടുക", href: "/contact" },
];

export const headerCopy = {
  servicesMenu: "സേവനങ്ങളുടെ മെനു കാണിക്കുക",
  openMenu: "മെനു തുറക്കുക",
  closeMenu: "മെനു അടയ്ക്കുക",
  login: "ലോഗിൻ",
  signup: "സൈൻ അപ്പ്",
  home: "ഹോം പേജ്",
};

export const authNav: NavItem[] = [
  { name: "ലോഗിൻ", href: "/login" },
  { name: "സൈൻ അപ്പ്", href: "/signup" },
];

export const authLayoutCopy = {
  backTo: (company: string) => `${company}-ലേക്ക് മടങ്ങുക`,
};

export const footerCopy = {
  newsletterTitle: "വാർത്താക്കുറിപ്പ്",
  newsletterIntro: "ഉപകാരപ്രദമായ IT നുറുങ്ങുകളും ഓഫറുകളും, മാസത്തിൽ ഏകദേശം ഒരിക്കൽ.",
  columnLabel: (title: string) => `ഫൂട്ടർ: ${title}`,
};

export const footerColumns: FooterColumn[] = [
  {
    title: "സേവനങ്ങൾ",
    links: [
      { name: "24x7 സാങ്കേതിക സഹായം", href: "/services/24x7-technical-support" },
      { name: "കമ്പ്യൂട്ടർ സപ്പോർട്ട്", href: "/services/computer-support" },
      { name: "CCTV സംവിധാനങ്ങൾ", href: "/services/cctv-systems" },
      { name: "സോഫ്റ്റ്‌വെയർ ഡെവലപ്‌മെന്റ്", href: "/services/software-development" },
      { name: "മൊബൈൽ ആപ്പുകളും SaaS-ഉം", href: "/services/saas-development" },
      { name: "ക്ലൗഡ് നെറ്റ്‌വർക്കിംഗ്", href: "/services/cloud-networking" },
    ],
  },
  {
    title: "സ്ഥാപനം",
    links: [
      { name: "ഞങ്ങളെക്കുറിച്ച്", href: "/about" },
      { name: "ഞങ്ങളുടെ ടീം", href: "/about#team" },
      { name: "കരിയർ", href: "/careers" },
      { name: "ഉപഭോക്താക്കളുടെ അഭിപ്രായങ്ങൾ", href: "/testimonials" },
      { name: "ബന്ധപ്പെടുക", href: "/contact" },
    ],
  },
  {
    title: "വിവരങ്ങൾ",
    links: [
      { name: "ബ്ലോഗ്", href: "/blog" },
      { name: "ഉൾക്കാഴ്ചകൾ", href: "/insights" },
      { name: "സഹായ കേന്ദ്രം", href: "/help" },
      { name: "പോർട്ട്ഫോളിയോ", href: "/portfolio" },
      { name: "AMC പ്ലാനുകൾ", href: "/amc-plans" },
      { name: "സ്വകാര്യതാ നയം", href: "/privacy" },
      { name: "സേവന നിബന്ധനകൾ", href: "/terms" },
    ],
  },
];
