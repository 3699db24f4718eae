// The email the staff receive for each plan request. Visitor text goes into the text body as it is
// and into HTML only escaped; the subject never contains visitor text.
import { planRequestEmails } from "~/content/emails";
import * as customerCopyEn from "~/content/plan-request-customer";
import * as customerCopyMl from "~/content/plan-request-customer.ml";
import { escapeHtml, textToHtml } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";

const customerCopy = localized(customerCopyEn, customerCopyMl);

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
    recordType: "plan_request",
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

type StatusChangeDetails = {
  customerName: string;
  customerEmail: string;
  planName: string;
  statusLabel: string;
  message: string | null;
  accountUrl: string;
};

/**
 * The customer's email for a status change, in the customer's language; the staff's message goes in
 * as text (as written), escaped in HTML.
 */
export function planRequestStatusMessage(details: StatusChangeDetails, locale: Locale): OutgoingEmail {
  const copy = customerCopy[locale].planRequestCustomerCopy;
  const paragraphs = [copy.greeting(details.customerName), copy.statusLine(details.planName, details.statusLabel)];
  const closing = [`${copy.closing} ${details.accountUrl}`, copy.signature];
  const message = details.message ? [copy.messageIntro, details.message] : [];
  return {
    kind: "plan-request.status",
    recordType: "plan_request",
    to: details.customerEmail,
    subject: copy.subject(details.planName, details.statusLabel),
    text: [...paragraphs, ...message, ...closing].join("\n\n"),
    html: [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(details.message
        ? [`<p>${escapeHtml(copy.messageIntro)}</p>`, `<blockquote>${textToHtml(details.message)}</blockquote>`]
        : []),
      `<p>${escapeHtml(copy.closing)} <a href="${escapeHtml(details.accountUrl)}">${escapeHtml(details.accountUrl)}</a></p>`,
      `<p>${escapeHtml(copy.signature)}</p>`,
    ].join("\n"),
  };
}
