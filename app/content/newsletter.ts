// Copy of the newsletter pages: the sign-up result page (used without JavaScript), the
// confirmation page behind the emailed link, and the one-click unsubscribe page.
import { newsletterFormCopy } from "./newsletter-form";
import type { PageCopy } from "./schema";

export const newsletterPages: Record<"subscribe" | "confirm" | "unsubscribe", PageCopy> = {
  subscribe: {
    title: "Newsletter",
    description:
      "Subscribe to the Anantha IT Solutions newsletter: practical IT tips, security alerts and offers for homes and businesses in Trivandrum, about once a month.",
    heading: "The Anantha IT newsletter",
    intro:
      "Practical IT tips, security alerts and offers for homes and businesses in Trivandrum, about once a month. We send nothing until you confirm by email, and you can leave with one click.",
  },
  confirm: {
    title: "Confirm your subscription",
    description:
      "Confirm your subscription to the Anantha IT Solutions newsletter with the link from your confirmation email. Nothing is sent until you confirm.",
    heading: "Confirm your subscription",
    intro: "One more step: confirm that you want to receive our newsletter.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    description:
      "Unsubscribe from the Anantha IT Solutions newsletter with the link in any of our emails. You can subscribe again at any time.",
    heading: "Newsletter subscription",
    intro: "Manage your subscription to our newsletter.",
  },
};

export const newsletterCopy = {
  formHeading: "Subscribe",
  form: newsletterFormCopy,
  messages: {
    checkInbox: "Thanks! Please check your inbox and confirm your subscription with the link we sent.",
    rateLimited: "Too many sign-up attempts from your network. Please try again in a few minutes.",
    failed: newsletterFormCopy.failed,
  },
  back: "Back to the page you were on",
  confirm: {
    ready: "Press the button to start receiving our newsletter.",
    button: "Confirm subscription",
    confirmed: "You're subscribed. Thank you! Look out for our next issue in your inbox.",
    alreadyConfirmed: "This address is already confirmed. Nothing more to do.",
    expired: "This confirmation link has expired. Subscribe again below and we'll send you a new one.",
    invalid: "This confirmation link is not valid any more. Subscribe again below and we'll send you a new one.",
    unavailable: "We could not check this link just now. Please try again in a moment.",
  },
  unsubscribe: {
    ready: "Press the button to stop receiving our newsletter.",
    button: "Unsubscribe",
    done: "You have been unsubscribed and will not receive our newsletter any more.",
    invalid:
      "This unsubscribe link is not valid. If you still receive emails from us, reply to one of them and we'll remove you by hand.",
    resubscribe: "Changed your mind? Subscribe again below.",
    unavailable: "We could not unsubscribe you just now. Please try again in a moment.",
  },
  links: { home: { label: "Go to the home page", href: "/" }, blog: { label: "Read the blog", href: "/blog" } },
};
