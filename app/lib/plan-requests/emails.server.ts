// The email the staff receive for each plan request. Visitor text goes into the text body as it is
// and into HTML only escaped; the subject never contains visitor text.
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
  const rows: [string, string][] = [
    ["Plan", `${request.planName} (${request.planPrice})`],
    ["Customer", request.customerName],
    ["Email", request.customerEmail],
    ["Note", request.note ?? "—"],
  ];
  return {
    kind: "plan-request.staff",
    to: staffEmail,
    replyTo: request.customerEmail,
    subject: `Plan request #${request.requestId}: ${request.planName}`,
    text: [
      `New plan request #${request.requestId} from a signed-in customer.`,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      "Reply to this email to contact the customer.",
    ].join("\n"),
    html: [
      `<p>New plan request #${request.requestId} from a signed-in customer.</p>`,
      "<table>",
      ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
      "</table>",
      "<p>Reply to this email to contact the customer.</p>",
    ].join("\n"),
  };
}
