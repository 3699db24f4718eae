import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const contractsPage: PageCopy = {
  title: "Your AMC contracts",
  description: `Your annual maintenance contracts with ${siteIdentity.name}: what they cover, what you have used and how we served you.`,
  heading: "Your AMC contracts",
  intro:
    "Each contract's plan, dates and next billing date, what its entitlements have been used for, and the service we measured on your own tickets.",
};
