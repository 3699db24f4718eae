// The customer's billing details (/account/billing): the name, address and state their tax invoices
// are made out to, and their GSTIN when they are registered for GST.
import { gstStates } from "./gst";
import type { PageCopy } from "./schema";
import { siteIdentity } from "./site-identity";

export const billingPage: PageCopy = {
  title: "Billing details",
  description: `The name, address and GSTIN your tax invoices from ${siteIdentity.name} are made out to.`,
  heading: "Billing details",
  intro: "The name, address and GSTIN your tax invoices are made out to.",
};

export const billingDetailsCopy = {
  accountLink: "Billing details",
  accountIntro: "The name, address and GSTIN on your tax invoices.",
  formHeading: "Your billing details",
  appliesFromNow:
    "Your details apply to invoices issued from now on. An invoice already issued never changes; if one needs correcting, write to us.",
  noneYet:
    "You have not given billing details yet: invoices are made out to your account's name, with the address of your contract's first site, in Kerala.",
  legalName: "Legal name",
  legalNameHint: "Your own name, or your business's registered name.",
  address: "Billing address",
  state: "State",
  stateHint: "The state of your billing address (the place of supply on your invoices).",
  gstin: "GSTIN",
  gstinHint: "15 characters, e.g. 32ABCDE1234F1Z5. Leave it empty if you are not registered for GST.",
  optional: "optional",
  submit: "Save billing details",
  busy: "Saving…",
  errors: {
    gstinFormat: "This GSTIN is not shaped like a GSTIN: 2 digits, 10 characters of the PAN, then 3 characters.",
    gstinState: (code: string) => `This GSTIN starts with ${code}, but no state has code ${code}.`,
    gstinCheck: "This GSTIN's check character does not match — please check for a typo.",
    gstinOtherState: (gstinState: string, chosen: string) =>
      `This GSTIN is registered in ${gstinState}, but you chose ${chosen} as the state: choose the GSTIN's state, or check the GSTIN.`,
    state: "Choose the state of your billing address.",
    summary: "Please correct the highlighted fields.",
  },
  toasts: {
    saved: "Your billing details are saved: invoices issued from now on use them.",
    unchanged: "Your billing details were already exactly these; nothing changed.",
    failed: "We could not save your billing details just now. Please try again in a moment.",
    rateLimited: (minutes: number) =>
      `Too many changes from your account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  },
  fieldNames: { legalName: "Legal name", address: "Billing address" },
};

/** The states' names as the form's choices and messages say them, by GST state code. */
export const stateNames: Readonly<Record<string, string>> = Object.fromEntries(
  gstStates.map((state) => [state.code, state.name]),
);
