import type { PageCopy } from "../schema";

export const homePage: PageCopy = {
  title: "24x7 IT Support & Software Services in Trivandrum",
  description:
    "Round-the-clock support for computers, networks, CCTV and smart systems, AMC plans from ₹399 a month, and software, cloud and SaaS development from Trivandrum.",
  heading: "IT that just works, for homes and businesses across Trivandrum",
  intro:
    "One local team for your computers, Wi-Fi, CCTV, security and smart systems — on call 24x7 — and the engineers to build your software, move you to the cloud and run it. Transparent pricing, and your data stays yours.",
};
