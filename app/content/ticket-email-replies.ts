// Words of replies by email: the one automatic answer to mail that cannot be posted into
// a ticket, and the notes a reply by email leaves in the thread. Plain text: these go into emails
// and into the ticket's history, which is shown escaped.
import { site } from "./site";

export const ticketEmailReplyCopy = {
  /** Put in place of an emailed reply that had only attachments. */
  attachmentsOnly: "(Files sent by email, without a message.)",
  /** Appended to a reply when some of its attachments could not be kept. */
  dropped: (names: string) =>
    `[Not attached: ${names}. Tickets take up to 5 images (PNG, JPEG, GIF, WebP), PDF or plain-text files of 5 MB each; please add others on the ticket's page.]`,
  /** Appended when a reply was longer than a ticket reply may be. */
  truncated: "[The rest of this email was cut: a reply may have at most 10,000 characters.]",
  /** The hint under the customer's and the staff's ticket emails. */
  replyHint: "You can reply to this email: your answer is added to the ticket.",
  /** Under the desk's emails: an emailed answer is a public reply the customer receives. */
  staffReplyHint:
    "Reply to this email to answer the customer in the ticket (a public reply, emailed to them; notes and status changes on the ticket's page).",
  autoReply: {
    subject: (subject: string) => `Re: ${subject || "your email to our support desk"}`,
    /** To mail for the support address that names no ticket. */
    noTicket: (newTicketUrl: string, ticketsUrl: string) =>
      [
        "Hello,",
        `Thank you for writing to ${site.name}. This address does not open support tickets by itself, so your message has not been recorded.`,
        `To reach our support desk, please open a ticket on our site: ${newTicketUrl}`,
        `If you already have a ticket, reply to one of its emails or add to it here: ${ticketsUrl}`,
        `If your systems are down right now, call our 24x7 emergency line on ${site.emergencyPhone}.`,
        `This is an automatic answer, sent once a day at most. ${site.name} support desk`,
      ].join("\n\n"),
    /** To a reply for a ticket that is closed (or merged into another one). */
    closed: (number: string, ticketUrl: string, newTicketUrl: string) =>
      [
        "Hello,",
        `Ticket ${number} is closed, so your email has not been added to it.`,
        `If the problem is back, please open a new ticket: ${newTicketUrl}`,
        `You can still read ticket ${number} here: ${ticketUrl}`,
        `This is an automatic answer, sent once a day at most. ${site.name} support desk`,
      ].join("\n\n"),
  },
};
