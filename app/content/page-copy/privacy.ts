import type { PageCopy } from "../schema";

export const privacyPage: PageCopy = {
  title: "Privacy Policy",
  description:
    "How Anantha IT Solutions LLP collects, uses and protects personal data: the principles we follow, AES-256 encryption, your rights and how to reach us.",
  heading: "Privacy Policy",
  intro:
    "Transparent service without losing your privacy is our promise. This policy explains what we collect, why, and how we protect it.",
};
