// The four questions on /contact. Plan questions live in plans.ts.
import type { Faq } from "./schema";
import { site } from "./site";

export const contactFaqs: Faq[] = [
  {
    question: "How soon will I hear back after sending a message?",
    answer: `We reply to every message within 24 hours on business days, usually much sooner. If your systems are down right now, call our emergency line on ${site.emergencyPhone} instead of waiting for an email.`,
  },
  {
    question: "Is the first consultation free?",
    answer:
      "Yes. The initial consultation is free and carries no obligation, whether it is a visit to look at your network or a call to discuss a software idea. New customers also get a free PC diagnosis.",
  },
  {
    question: "What kinds of projects do you take on?",
    answer:
      "Everything from a single laptop repair or CCTV installation to office networks, annual maintenance contracts, custom web and mobile applications, cloud migrations and complete SaaS products.",
  },
  {
    question: "Do you work with clients outside Trivandrum?",
    answer:
      "Yes. On-site services cover Thiruvananthapuram and nearby areas, while remote support, software development and cloud work are delivered to clients across India and worldwide.",
  },
];
