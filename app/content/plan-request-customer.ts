// Words a customer reads about their plan request after staff changed it: the email, and the
// history on /account (kept apart from the staff console's words, so /account carries only these).
/** The customer's email for a status change, and the history on /account. */
export const planRequestCustomerCopy = {
  subject: (planName: string, status: string) => `Your ${planName} request: ${status}`,
  greeting: (name: string) => `Hello ${name},`,
  statusLine: (planName: string, status: string) => `Your request for the ${planName} plan is now: ${status}.`,
  messageIntro: "A message from our team:",
  closing: "You can see your requests and this message on your account page:",
  signature: "— Anantha IT Solutions",
  historyLabel: (planName: string) => `History of your ${planName} request`,
  historyEntry: (status: string) => status,
  activeSince: "Active since",
  responseTime: "Response time",
};
