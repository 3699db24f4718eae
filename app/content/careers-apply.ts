// Words of the application form on /careers/{id}: its fields, messages, the confirmation,
// the closed state, and the two emails an application sends (the applicant's acknowledgement and
// HR's notification). The pipeline's words (staff console) are in staff-applications.ts.
import { hrResponseDays } from "./jobs";
import { site } from "./site";

// An error message names a field by the label the form shows for it.
const fieldNames = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  currentLocation: "Current location",
  yearsExperience: "Years of experience",
  noticePeriod: "Notice period",
  profileUrl: "Profile or portfolio link",
  coverNote: "Cover note",
};

export const applicationFormCopy = {
  heading: "Apply for this role",
  intro:
    "Tell us about yourself and attach your résumé. It takes about five minutes; nothing is sent until you press the button.",
  requiredNote: "Fields marked with * are required.",
  optional: "optional",
  fieldNames,
  labels: {
    ...fieldNames,
    resume: "Résumé",
    consent: `I agree that ${site.name} keeps my application and résumé for 12 months, then deletes them.`,
  },
  hints: {
    phone: "With the country code if you are outside India, e.g. +91 98470 12345.",
    currentLocation: "City and state, e.g. Kochi, Kerala.",
    profileUrl: "An https:// link to LinkedIn, GitHub, Behance or your own site.",
    coverNote:
      "A few lines on why this role interests you: something you fixed or built is worth more than a template.",
    consent: "We use it only to consider you for roles here; see the",
  },
  /** Ends the consent's hint: a link to /privacy. */
  privacyLink: "privacy policy",
  chooseYears: "Choose…",
  yearsLabel: (years: number) => (years === 0 ? "Less than a year" : years === 1 ? "1 year" : `${years} years`),
  yearsMaxLabel: (years: number) => `${years} years or more`,
  chooseNotice: "Choose…",
  noticePeriods: ["Immediately", "15 days", "30 days", "45 days", "60 days", "90 days", "More than 90 days"],
  messages: {
    phoneCharacters: "Phone may contain only digits, spaces and + ( ) - .",
    phoneShort: "Phone needs at least 7 digits",
    yearsRequired: "Years of experience is required",
    noticeRequired: "Notice period is required",
    profileUrlInvalid: "Profile or portfolio link must be a web address starting with https://",
    consentRequired: "Please agree that we keep your application for 12 months, or we cannot consider it",
    resumeRequired: "Please attach your résumé (PDF or Word).",
  },
  fixErrors: "Please correct the fields marked below.",
  submit: "Send application",
  submitting: "Sending…",
  /** Upload progress, read out at a few steps (not every percent). */
  progressLabel: "Sending your application",
  progress: (percent: number) => `Sending your application: ${percent}% uploaded.`,
  progressDone: "Uploaded. Waiting for the confirmation…",
  failed: `We could not send your application just now. Nothing was lost on your side: please try again in a few minutes, or email your CV to ${site.careersEmail}.`,
  connectionLost:
    "The connection was lost before your application arrived. Please check your connection and send it again.",
  rateLimited: (minutes: number) =>
    `Too many applications were sent from your network. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  emailInstead: "Prefer email? Send your CV to",
  honeypotLabel: "Leave this field empty",
};

export const applicationConfirmation = {
  heading: "Thank you — your application has arrived",
  text: `We have emailed you a confirmation. Our HR team reads every application and will contact you within ${hrResponseDays} business days.`,
  next: "Look at our other openings below, or read about how we hire on the careers page.",
  careersLink: "How we hire",
};

export const applicationClosed = {
  heading: "Applications for this role have closed",
  text: (deadline: string) =>
    `The deadline was ${deadline}. Look at our other openings below, or send your CV to ${site.careersEmail} for future roles.`,
  /** A post that arrives after the deadline (a page left open, or a script). */
  refused: "Applications for this role have closed, so your application was not sent.",
};

export const applicationEmails = {
  acknowledgement: {
    subject: (jobTitle: string) => `We received your application: ${jobTitle} — ${site.name}`,
    lines: (fullName: string, jobTitle: string, contactBy: string) => [
      `Hello ${fullName},`,
      "",
      `Thank you for applying for the ${jobTitle} role at ${site.name}. Your application and résumé have arrived.`,
      "",
      `Our HR team will contact you within ${hrResponseDays} business days, by ${contactBy}.`,
      "",
      "We keep your application for 12 months after its last change and then delete it; you can ask us to delete it sooner by replying to this email.",
      "",
      `— HR, ${site.name}`,
    ],
  },
  /** A second application to the same opening within 30 days: added to the first, told plainly. */
  repeat: {
    subject: (jobTitle: string) => `You had already applied: ${jobTitle} — ${site.name}`,
    lines: (fullName: string, jobTitle: string, firstDate: string, resumeAdded: boolean) => [
      `Hello ${fullName},`,
      "",
      `We received another application for the ${jobTitle} role from this email address. You had already applied on ${firstDate}, so we added it to that application rather than starting a second one.`,
      "",
      resumeAdded
        ? "The résumé you just sent is kept with your application next to the earlier one, so HR reads the newer version."
        : "Your résumé was already with your application.",
      "",
      `Our HR team will contact you within ${hrResponseDays} business days of your first application. There is no need to apply again.`,
      "",
      `— HR, ${site.name}`,
    ],
  },
};
