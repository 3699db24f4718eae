// The company's name, web address and time zone: every page's title and canonical link, the logo and
// the dates of the account pages read them in the browser, so they ride in the script every page
// loads first (the shell, vite.config.ts). The rest of who the company is (./site.ts: addresses,
// phones, social links) is read where it is shown, mostly on the server, and would otherwise come
// with them.
export const siteIdentity = {
  name: "Anantha IT Solutions",
  shortName: "Anantha IT",
  url: "https://www.ananthait.in",
  timeZone: "Asia/Kolkata",
} as const;
