import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const newTicketPage: PageCopy = {
  title: "Open a support ticket",
  description: `Tell ${siteIdentity.name}'s support desk what is wrong; we answer within the time your priority promises.`,
  heading: "Open a support ticket",
  intro: "Tell us what is wrong. We answer within the time the priority you choose promises, or sooner on an AMC plan.",
};
