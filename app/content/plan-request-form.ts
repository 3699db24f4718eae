// The plan-request dialog's words and the answers to its post (/plan-requests): kept apart from the
// account pages' words because the AMC and home pages hand the dialog its words in their loader data
// (the dialog is an island), in the page's language.

export type PlanRequestCopy = {
  unknownPlan: string;
  /** A template: `{plan}` is the plan's name. */
  title: string;
  text: string;
  noteLabel: string;
  notePlaceholder: string;
  confirm: string;
  confirming: string;
  cancel: string;
  noteTooLong: string;
};

export const planRequestCopy: PlanRequestCopy = {
  unknownPlan: "Please choose one of our plans",
  title: "Request the {plan} plan?",
  text: "We will record your request and our team will contact you within 24 hours on business days to confirm the details. Nothing is charged now.",
  noteLabel: "Note for our team (optional)",
  notePlaceholder: "e.g. number of devices, preferred visit times",
  confirm: "Confirm Request",
  confirming: "Sending request...",
  cancel: "Cancel",
  noteTooLong: "Note must be at most 1,000 characters",
};

/** The toasts after a plan request (the page it was sent from shows them). */
export const planRequestToasts = {
  requested: (planName: string) =>
    `Thanks! We have received your request for the ${planName} plan. We will contact you within 24 hours on business days.`,
  failed: "We could not record your plan request. Please try again.",
};
