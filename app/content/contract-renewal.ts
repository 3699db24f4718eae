// The page a reminder email's "Renew" link opens (/contract-renewal): the renewal's terms and one
// button that renews; opening the link renews nothing (mail scanners open every link).
import type { PageCopy } from "./schema";
import { site } from "./site";

export const contractRenewalPage: PageCopy = {
  title: "Renew your contract",
  description: `Renew your annual maintenance contract with ${site.name}.`,
  heading: "Renew your contract",
  intro: "Read the terms of your contract's next year below; it is renewed only when you press the button at the end.",
};

export const contractRenewalCopy = {
  whom: (id: number, customer: string, plan: string, end: string) =>
    `Contract AMC-${id} of ${customer}: ${plan}, ending on ${end}.`,
  next: (from: string, to: string) => `The renewal is a new contract from ${from} to ${to}, on these terms:`,
  termsHeading: "Terms of the renewal",
  confirm: (id: number) =>
    `Pressing the button accepts these terms: contract AMC-${id} is renewed for another year. Nothing is renewed until you press it.`,
  button: (id: number) => `Renew AMC-${id}`,
  renewed: (id: number, nextId: number, from: string, to: string) =>
    `Thank you: contract AMC-${id} is renewed as AMC-${nextId}, running from ${from} to ${to}. We have emailed you a confirmation.`,
  alreadyRenewed: (id: number, nextId: number) =>
    `Contract AMC-${id} is already renewed as AMC-${nextId}. Nothing was changed.`,
  newContract: (nextId: number) => `See contract AMC-${nextId}`,
  notRenewable: (id: number) =>
    `Contract AMC-${id} can no longer be renewed with this link: it was cancelled, or it expired at the end of its grace period. Nothing was changed. Choose a plan again, or contact us, and we will send you a new contract.`,
  plansLink: { label: "See the AMC plans", href: "/amc-plans" },
  invalid:
    "This renewal link is not valid: nothing was changed. Please use the Renew link in the latest email about your contract, or sign in and open your contract.",
  unavailable: "We could not open your renewal just now. Please try the link again in a few minutes.",
  failed: "We could not renew your contract just now. Nothing was changed; please try again in a few minutes.",
  tooMany: "Too many attempts from your network just now. Please try again in a few minutes.",
  contact: `Questions about your contract? Write to ${site.email} or call ${site.emergencyPhone}.`,
};
