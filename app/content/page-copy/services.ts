import type { PageCopy } from "../schema";

export const servicesPage: PageCopy = {
  title: "IT Services",
  description:
    "Technical support, preventive maintenance, networking, CCTV, security and smart systems, plus software, cloud and SaaS development — with prices stated up front.",
  heading: "Services for every part of your IT",
  intro:
    "From a laptop that won't boot to a SaaS product built from scratch: eleven services, each with a clear starting price and a named engineer responsible for it.",
};
