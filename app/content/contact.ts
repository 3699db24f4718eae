// Copy of the /contact page: form labels and states, contact cards, map, FAQ
// heading and closing call to action. The FAQ itself is faqs.ts; the offers are marketing.ts;
// phone numbers, addresses and hours come from site.ts.

export const contactForm = {
  heading: "Send us a message",
  intro:
    "Tell us about the device, network or project. An engineer reads every message and replies within 24 hours on business days.",
  requiredNote: "Fields marked with * are required.",
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    subject: "Subject",
    message: "Message",
  },
  placeholders: {
    phone: "+91 98765 43210",
    company: "Business, school or clinic name",
    subject: "e.g. Laptop not starting, CCTV for our shop",
    message: "What is happening, since when, and how many devices or users are affected?",
  },
  optional: "optional",
  honeypotLabel: "Leave this field empty",
  submit: "Send Message",
  submitting: "Sending...",
  /** Shown above the fields when the server could not accept the form; field messages sit by each field. */
  fixErrors: "Please correct the highlighted fields.",
  success: {
    heading: "Message Sent Successfully!",
    text: "Thank you for writing to us. A confirmation is on its way to your inbox, and an engineer will reply within 24 hours on business days.",
    again: "Send Another Message",
  },
  toasts: {
    success: "Message sent successfully!",
    failure: "Failed to send message. Please try again.",
  },
  messageHint: "Up to 5,000 characters.",
  privacy: {
    before: "We use your details only to answer this message; read our",
    link: { label: "privacy policy", href: "/privacy" },
  },
};

/** Names of the fields in validation messages ('First name is required'), and the form's answers. */
export const contactMessages = {
  fieldNames: {
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    company: "Company",
    subject: "Subject",
    message: "Message",
  },
  phoneCharacters: "Phone may contain only digits, spaces and + - ( ) . /",
  rateLimited: (minutes: number) =>
    `You have sent several messages in a short time. Please wait about ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or call us.`,
  unavailable: "We could not save your message just now. Please try again in a moment, or call us.",
};

export const contactOffers = {
  heading: "Launch offers for new customers",
  cta: { label: "Compare AMC plans", href: "/amc-plans" },
};

export const contactCards = {
  heading: "Other ways to reach us",
  visit: { title: "Visit Us", note: "Walk-ins welcome during business hours; please call ahead for on-site repairs." },
  call: { title: "Call Us", note: "Emergency support line, answered 24x7:" },
  email: { title: "Email Us", note: "For existing support tickets:" },
  hours: {
    title: "Business Hours",
    note: "India Standard Time (IST, UTC+5:30). Emergency support is available 24x7.",
  },
};

export const contactMap = {
  heading: "Find our office",
  /** Alt text of the drawn map (no third-party map is loaded). */
  alt: "Drawn map of Kazhakkoottam in Thiruvananthapuram: National Highway 66 runs north to south, Technopark Phase I lies to the east, and a pin marks our office beside the highway.",
  labels: { highway: "NH 66", technopark: "Technopark", office: "Anantha IT", station: "Kazhakkoottam Rly Stn" },
  directions: "Get Directions",
  directionsNote: "Opens Google Maps in a new tab",
};

export const contactFaqHeading: string = "Frequently asked questions";

export const contactClosing = {
  heading: "Not ready to write yet?",
  text: "See what we can look after for you, or how we have helped other businesses in Kerala.",
  primary: { label: "Explore Our Services", href: "/services" },
  secondary: { label: "View Our Portfolio", href: "/portfolio" },
};
