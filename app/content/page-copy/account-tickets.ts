import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const ticketsPage: PageCopy = {
  title: "Support tickets",
  description: `Your support tickets with ${siteIdentity.name}: their status and when our next step is due.`,
  heading: "Support tickets",
  intro: "Every request you have raised with our support desk, newest first, and when we owe you our next step.",
};
