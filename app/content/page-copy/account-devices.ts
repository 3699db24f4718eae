import type { PageCopy } from "../schema";
import { site } from "../site";

export const devicesPage: PageCopy = {
  title: "Your devices",
  description: `The devices ${site.name} looks after for you: where they are, their warranty and whether your AMC covers them.`,
  heading: "Your devices",
  intro: "Each device in use, where it is, its warranty and whether your AMC contract covers it.",
};
