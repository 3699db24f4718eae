// The words of every email the site sends. The modules that build the emails (app/lib/*/emails.server.ts)
// only assemble them: escaping, header safety, links and the outbox.

/** Shown for an optional detail the visitor left empty. */
const EMPTY = "—";

export const contactEmails = {
  staff: {
    subject: (id: number, subject: string, name: string) => `Contact #${id}: ${subject} (${name})`,
    intro: (id: number) => `New message #${id} from the website contact form.`,
    labels: { name: "Name", email: "Email", phone: "Phone", company: "Company", subject: "Subject" },
    empty: EMPTY,
    closing: "Reply to this email to answer the visitor directly.",
  },
};

export const planRequestEmails = {
  staff: {
    subject: (id: number, planName: string) => `Plan request #${id}: ${planName}`,
    intro: (id: number) => `New plan request #${id} from a signed-in customer.`,
    labels: { plan: "Plan", customer: "Customer", email: "Email", note: "Note" },
    empty: EMPTY,
    closing: "Reply to this email to contact the customer.",
  },
};
