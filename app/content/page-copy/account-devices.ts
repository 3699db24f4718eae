import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const devicesPage: PageCopy = {
  title: "Your devices",
  description: `The devices ${siteIdentity.name} looks after for you: where they are, their warranty and whether your AMC covers them.`,
  heading: "Your devices",
  intro: "Each device in use, where it is, its warranty and whether your AMC contract covers it.",
};
