// The email the staff receive for each plan request. Visitor text goes into the text body as it is
// and into HTML only escaped; the subject never contains visitor text.
import { planRequestEmails } from "~/content/emails";
import { escapeHtml } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";

type PlanRequestDetails = {
  requestId: number;
  planName: string;
  planPrice: string;
  customerName: string;
  customerEmail: string;
  note: string | null;
};

export function planRequestStaffMessage(staffEmail: string, request: PlanRequestDetails): OutgoingEmail {
  const copy = planRequestEmails.staff;
  const rows: [string, string][] = [
    [copy.labels.plan, `${request.planName} (${request.planPrice})`],
    [copy.labels.customer, request.customerName],
    [copy.labels.email, request.customerEmail],
    [copy.labels.note, request.note ?? copy.empty],
  ];
  return {
    kind: "plan-request.staff",
    to: staffEmail,
    replyTo: request.customerEmail,
    subject: copy.subject(request.requestId, request.planName),
    text: [
      copy.intro(request.requestId),
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      copy.closing,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(copy.intro(request.requestId))}</p>`,
      "<table>",
      ...rows.map(
        ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      "</table>",
      `<p>${escapeHtml(copy.closing)}</p>`,
    ].join("\n"),
  };
}
