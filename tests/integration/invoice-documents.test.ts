// The tax invoice as a PDF and as a page: issued with the factories, downloaded through the routes'
// loaders, read back with pdftotext (as a customer's PDF reader would), and checked for every
// particular a tax invoice must state (Rule 46 of the CGST Rules) — within Kerala (CGST + SGST, an
// unregistered customer) and to Karnataka (IGST, a registered one) — with figures above a lakh
// grouped the Indian way; a credit note naming its invoice; a payment's receipt; the same bytes for
// the same invoice; and the downloads' isolation (another customer's invoice or receipt, a payment
// of another invoice: the 404; the staff's downloads behind the console).
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoiceDocument } from "~/components/invoices/invoice-document";
import { UpiPanel } from "~/components/invoices/upi-panel";
import type { Database } from "~/db/client.server";
import { invoices, users } from "~/db/schema";
import { systemActor } from "~/lib/casework/case-type.server";
import { formatLongDate } from "~/lib/india-time";
import { invoiceDocument } from "~/lib/invoices/document.server";
import { invoiceById, issueCreditNote } from "~/lib/invoices/invoices.server";
import { qrSvg } from "~/lib/invoices/qr.server";
import { loader as customerPage } from "~/routes/account-invoice";
import { loader as customerPdf } from "~/routes/account-invoice-pdf";
import { loader as customerReceipt } from "~/routes/account-invoice-receipt";
import { loader as staffPdf } from "~/routes/staff/invoice-pdf";
import { loader as staffReceipt } from "~/routes/staff/invoice-receipt";
import { addInvoice, addPayment, addUser, setBillingProfile, signedInCookie } from "~/testing/factories.server";
import { pdfText } from "../support/pdf-text";
import { testInvoicingEnv as company } from "../support/invoicing-env";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { behindConsole, consoleCookie, routeContext } from "./support/routes";

type Person = { id: number; email: string; fullName: string };
type Loader = (args: never) => Promise<unknown>;

const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: ResponseInit | null }).init?.status;

// ₹1,69,407.00 taxable; 9 % each = ₹15,246.63; ₹1,99,900.26 → ₹1,99,900.00 with a round-off of −₹0.26.
const bigLine = {
  description: "Annual network management",
  sacCode: "998316",
  quantityMilli: 1000,
  ratePaise: 16_940_700,
};
const keralaAddress = "TC 15/1234, Vazhuthacaud, Thiruvananthapuram 695014";
const karnatakaAddress = "12 MG Road, Bengaluru 560001";

describe("invoice documents", () => {
  let database: TestDatabase;
  let db: Database;
  let kerala: Person;
  let karnataka: Person;
  let stranger: Person;
  let staff: Person;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.db;
    kerala = await addUser(db, "customer", "Asha Nair");
    await setBillingProfile(db, kerala, { legalName: "Asha Nair", address: keralaAddress, stateCode: "32" });
    karnataka = await addUser(db, "customer", "Bengaluru Traders");
    await setBillingProfile(db, karnataka, {
      legalName: "Bengaluru Traders Pvt Ltd",
      address: karnatakaAddress,
      stateCode: "29",
      gstin: "29AAGCB7383J1Z4",
    });
    stranger = await addUser(db, "customer", "Biju Thomas");
    staff = await addUser(db, "staff", "Ravi Kumar");
  });

  /** Credits an invoice's two hours of "Router setup" (₹3,000 + GST), billed twice. */
  async function creditRouterSetup(invoiceId: number) {
    const credit = await db.transaction((tx) =>
      issueCreditNote(tx, systemActor, {
        invoiceId,
        reason: "Router setup billed twice",
        lines: [{ description: "Router setup", sacCode: "998713", quantityMilli: 2000, ratePaise: 150_000 }],
      }),
    );
    if (!credit.ok) throw new Error(credit.reason);
    return credit;
  }
  afterAll(async () => {
    await database?.destroy();
  });

  const cookieOf = (person: Person) => signedInCookie(db, { ...person, role: "customer" });

  /** A download route's answer: the Response, or what it threw (the 404's data, a redirect). */
  const download = async (loader: Loader, path: string, params: Record<string, string>, cookie: string) =>
    (loader as (args: unknown) => Promise<unknown>)({
      request: new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
      context: routeContext(db),
      params,
    }).catch((thrown: unknown) => thrown);

  async function pdfOf(answer: unknown, fileName: string) {
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="${fileName}"`));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return new Uint8Array(await response.arrayBuffer());
  }

  const fileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

  /** The customer's download of an invoice's PDF, checked as a download: its bytes. */
  const customerPdfBytes = async (invoice: { id: number; number: string }, cookie: string) =>
    pdfOf(
      await download(customerPdf, `/account/invoices/${invoice.id}/pdf`, { id: String(invoice.id) }, cookie),
      fileName(invoice.number),
    );

  /** The particulars both documents state whatever the recipient. */
  function expectSupplierAndFooting(text: string) {
    for (const expected of [
      "Tax Invoice",
      company.COMPANY_LEGAL_NAME,
      company.COMPANY_ADDRESS,
      `GSTIN: ${company.COMPANY_GSTIN}`,
      `PAN: ${company.COMPANY_PAN}`,
      "State: Kerala (state code 32)",
      "SAC/HSN",
      "998316",
      "1. Annual network management",
      "1 nos",
      "Taxable value ₹1,69,407.00",
      "Round-off −₹0.26",
      "Total ₹1,99,900.00",
      "Amount in words: Rupees One Lakh Ninety-Nine Thousand Nine Hundred Only",
      "Tax payable on reverse charge: No",
      `For ${company.COMPANY_LEGAL_NAME} — Authorised signatory`,
    ]) {
      expect(text).toContain(expected);
    }
  }

  let keralaInvoice: { id: number; number: string };

  it("prints every particular of an intra-state invoice to an unregistered customer, with CGST + SGST and the UPI code", async () => {
    keralaInvoice = await addInvoice(db, kerala, { lines: [bigLine] });
    const row = (await invoiceById(db, keralaInvoice.id))!;
    const started = performance.now();
    const bytes = await customerPdfBytes(keralaInvoice, await cookieOf(kerala));
    console.info(`[invoice-documents] one invoice PDF in ${Math.round(performance.now() - started)} ms`);
    const text = pdfText(bytes);
    expectSupplierAndFooting(text);
    for (const expected of [
      `Invoice number: ${keralaInvoice.number}`,
      `Invoice date: ${formatLongDate(row.issueDate)}`,
      `Due date: ${formatLongDate(row.dueDate)}`,
      "Asha Nair",
      keralaAddress,
      "GSTIN: Unregistered",
      "Place of supply: Kerala (state code 32)",
      "CGST 9 % ₹15,246.63",
      "SGST 9 % ₹15,246.63",
      "Pay by UPI",
      "Scan to pay with any UPI app",
      `UPI ID: ${company.UPI_VPA}`,
      "Amount: ₹1,99,900.00",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");

    // The same invoice gives the same bytes (no clock inside the PDF).
    const again = await customerPdfBytes(keralaInvoice, await cookieOf(kerala));
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it("prints an inter-state invoice to a registered customer with IGST and their GSTIN and state", async () => {
    const invoice = await addInvoice(db, karnataka, { lines: [bigLine] });
    const asStaff = (cookie: string) =>
      behindConsole(staffPdf as never)({
        request: new Request(`http://localhost/staff/invoices/${invoice.id}/pdf`, { headers: { cookie } }),
        context: routeContext(db),
        params: { id: String(invoice.id) },
      } as never).catch((thrown: unknown) => thrown);
    // The console's download: staff only; a customer (even this invoice's) gets the unknown page's 404.
    expect(statusOf(await asStaff(await cookieOf(karnataka)))).toBe(404);
    const served = await asStaff(await consoleCookie(db, staff.id));
    const interstate = pdfText(await pdfOf(served, fileName(invoice.number)));
    expectSupplierAndFooting(interstate);
    for (const expected of [
      `Invoice number: ${invoice.number}`,
      "Bengaluru Traders Pvt Ltd",
      karnatakaAddress,
      "GSTIN: 29AAGCB7383J1Z4",
      "State: Karnataka (state code 29)",
      "Place of supply: Karnataka (state code 29)",
      "IGST 18 % ₹30,493.26",
    ]) {
      expect(interstate).toContain(expected);
    }
    expect(interstate).not.toContain("CGST");
  });

  it("prints a credit note that names the invoice it credits and why, and a payment's receipt", async () => {
    const invoice = await addInvoice(db, kerala, {
      lines: [bigLine, { description: "Router setup", sacCode: "998713", quantityMilli: 2000, ratePaise: 150_000 }],
    });
    const [issued] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const credit = await creditRouterSetup(invoice.id);
    const payment = await addPayment(db, {
      invoiceId: invoice.id,
      amountPaise: 5_000_000,
      receivedOn: issued!.issueDate,
      method: "upi",
      reference: "412345678901",
    });
    const cookie = await cookieOf(kerala);
    const note = pdfText(await customerPdfBytes(credit.creditNote, cookie));
    for (const expected of [
      "Credit Note",
      `Credit note number: ${credit.creditNote.number}`,
      `Against tax invoice: ${invoice.number} dated ${formatLongDate(issued!.issueDate)}`,
      "Reason: Router setup billed twice",
      "Router setup",
      "998713",
      "2 nos",
      "Taxable value ₹3,000.00",
      "CGST 9 % ₹270.00",
      "Total credited ₹3,540.00",
      "Rupees Three Thousand Five Hundred Forty Only",
      `GSTIN: ${company.COMPANY_GSTIN}`,
      `For ${company.COMPANY_LEGAL_NAME} — Authorised signatory`,
    ]) {
      expect(note).toContain(expected);
    }
    expect(note).not.toContain("Scan to pay");

    // The invoice itself now lists the payment and the credit note, and asks only for what is left.
    const paidText = pdfText(await customerPdfBytes(invoice, cookie));
    // ₹1,99,900.26 + ₹3,540.00 = ₹2,03,440.26 → ₹2,03,440.00; less ₹50,000 paid and ₹3,540 credited.
    for (const expected of [
      "Total ₹2,03,440.00",
      "Paid: ₹50,000.00",
      "Credited: ₹3,540.00",
      "Outstanding: ₹1,49,900.00",
      payment.receiptNumber,
      "412345678901",
      credit.creditNote.number,
      "Amount: ₹1,49,900.00",
    ]) {
      expect(paidText).toContain(expected);
    }

    const receiptPath = `/account/invoices/${invoice.id}/receipts/${payment.paymentId}`;
    const receiptParams = { id: String(invoice.id), paymentId: String(payment.paymentId) };
    const receipt = pdfText(
      await pdfOf(await download(customerReceipt, receiptPath, receiptParams, cookie), fileName(payment.receiptNumber)),
    );
    for (const expected of [
      "Payment Receipt",
      `Receipt number: ${payment.receiptNumber}`,
      `Date received: ${formatLongDate(issued!.issueDate)}`,
      "Received from",
      "Asha Nair",
      keralaAddress,
      "Amount received: ₹50,000.00",
      "Amount in words: Rupees Fifty Thousand Only",
      "Method: UPI",
      "Reference (UTR): 412345678901",
      `Against tax invoice: ${invoice.number} dated ${formatLongDate(issued!.issueDate)}`,
      "Outstanding after this payment: ₹1,49,900.00",
      company.COMPANY_LEGAL_NAME,
      `GSTIN: ${company.COMPANY_GSTIN}`,
      `For ${company.COMPANY_LEGAL_NAME} — Authorised signatory`,
    ]) {
      expect(receipt).toContain(expected);
    }

    // Isolation: another customer's invoice and receipt, a payment under another invoice's address,
    // addresses that name nothing — the same 404; signed out, the sign-in page.
    const strangerCookie = await cookieOf(stranger);
    expect(statusOf(await download(customerReceipt, receiptPath, receiptParams, strangerCookie))).toBe(404);
    expect(
      statusOf(
        await download(customerPdf, `/account/invoices/${invoice.id}/pdf`, { id: String(invoice.id) }, strangerCookie),
      ),
    ).toBe(404);
    const misfiled = { id: String(keralaInvoice.id), paymentId: String(payment.paymentId) };
    expect(statusOf(await download(customerReceipt, receiptPath, misfiled, cookie))).toBe(404);
    expect(statusOf(await download(customerPdf, "/account/invoices/x/pdf", { id: "x" }, cookie))).toBe(404);
    expect(
      statusOf(await download(customerReceipt, receiptPath, { id: String(invoice.id), paymentId: "99999" }, cookie)),
    ).toBe(404);
    const signedOut = (await download(
      customerPdf,
      `/account/invoices/${invoice.id}/pdf`,
      receiptParams,
      "",
    )) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login\?/);

    // Staff: through the console the receipt; a customer's session is refused like any unknown page.
    const asStaff = (cookie: string, params = receiptParams) =>
      behindConsole(staffReceipt as never)({
        request: new Request(`http://localhost/staff/invoices/${invoice.id}/receipts/${payment.paymentId}`, {
          headers: { cookie },
        }),
        context: routeContext(db),
        params,
      } as never).catch((thrown: unknown) => thrown);
    await pdfOf(await asStaff(await consoleCookie(db, staff.id)), fileName(payment.receiptNumber));
    expect(statusOf(await asStaff(cookie))).toBe(404);
    expect(statusOf(await asStaff(await consoleCookie(db, staff.id), misfiled))).toBe(404);
  });

  it("prints a Malayalam customer's invoice and receipt in Malayalam from /ml, in English from the English address, and the staff's copy in the customer's language", async () => {
    const malayali = await addUser(db, "customer", "Lakshmi Menon");
    await db.update(users).set({ locale: "ml" }).where(eq(users.id, malayali.id));
    await setBillingProfile(db, malayali, { legalName: "Lakshmi Menon", address: keralaAddress, stateCode: "32" });
    const invoice = await addInvoice(db, malayali, { lines: [bigLine] });
    const [issued] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const payment = await addPayment(db, {
      invoiceId: invoice.id,
      amountPaise: 5_000_000,
      receivedOn: issued!.issueDate,
      method: "bank_transfer",
      reference: "412345678901",
    });
    const cookie = await cookieOf(malayali);
    const params = { id: String(invoice.id) };
    const started = performance.now();
    const malayalam = pdfText(
      await pdfOf(
        await download(customerPdf, `/ml/account/invoices/${invoice.id}/pdf`, params, cookie),
        fileName(invoice.number),
      ),
    );
    console.info(`[invoice-documents] one Malayalam invoice PDF in ${Math.round(performance.now() - started)} ms`);
    for (const expected of [
      "ടാക്സ് ഇൻവോയ്സ് / Tax Invoice",
      `ഇൻവോയ്സ് നമ്പർ: ${invoice.number}`,
      `ഇൻവോയ്സ് തീയതി: ${formatLongDate(issued!.issueDate, "ml")}`,
      `അടയ്ക്കേണ്ട തീയതി: ${formatLongDate(issued!.dueDate, "ml")}`,
      "സപ്ലൈ നടക്കുന്ന സ്ഥലം: കേരളം (സംസ്ഥാന കോഡ് 32)",
      "റിവേഴ്സ് ചാർജിൽ നികുതി അടയ്ക്കേണ്ടതുണ്ടോ: ഇല്ല",
      "വിതരണക്കാരൻ",
      `GSTIN: ${company.COMPANY_GSTIN}`,
      "സ്വീകർത്താവ്",
      "Lakshmi Menon",
      "GSTIN: രജിസ്റ്റർ ചെയ്തിട്ടില്ല",
      "1. Annual network management",
      "നികുതി ബാധകമായ മൂല്യം ₹1,69,407.00",
      "CGST 9 % ₹15,246.63",
      "ആകെ ₹1,99,900.00",
      // The amount in words in Malayalam, read back as written (each run carries its ActualText).
      "തുക അക്ഷരത്തിൽ: ഒരു ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരം രൂപ മാത്രം",
      "നികുതി സംഗ്രഹം",
      "ബാക്കി: ₹1,49,900.00",
      payment.receiptNumber,
      "UPI വഴി അടയ്ക്കുക",
      `UPI ഐഡി: ${company.UPI_VPA}`,
      `${company.COMPANY_LEGAL_NAME}-നു വേണ്ടി — അധികാരപ്പെടുത്തിയ ഒപ്പ്`,
      `${invoice.number} · പേജ് 1 /`,
    ]) {
      expect(malayalam).toContain(expected);
    }
    expect(malayalam).not.toContain("Invoice number");
    expect(malayalam).not.toContain("Rupees");

    // The address decides, as for the pages: the English address prints the English document.
    const english = pdfText(
      await pdfOf(
        await download(customerPdf, `/account/invoices/${invoice.id}/pdf`, params, cookie),
        fileName(invoice.number),
      ),
    );
    expect(english).toContain(`Invoice number: ${invoice.number}`);
    expect(english).toContain("Amount in words: Rupees One Lakh Ninety-Nine Thousand Nine Hundred Only");
    expect(english).not.toContain("ഇൻവോയ്സ്");

    const receiptParams = { id: String(invoice.id), paymentId: String(payment.paymentId) };
    const receipt = pdfText(
      await pdfOf(
        await download(
          customerReceipt,
          `/ml/account/invoices/${invoice.id}/receipts/${payment.paymentId}`,
          receiptParams,
          cookie,
        ),
        fileName(payment.receiptNumber),
      ),
    );
    for (const expected of [
      "പേയ്മെന്റ് രസീത്",
      `രസീത് നമ്പർ: ${payment.receiptNumber}`,
      `ലഭിച്ച തീയതി: ${formatLongDate(issued!.issueDate, "ml")}`,
      "ലഭിച്ച തുക: ₹50,000.00",
      "തുക അക്ഷരത്തിൽ: അമ്പതിനായിരം രൂപ മാത്രം",
      "രീതി: ബാങ്ക് ട്രാൻസ്ഫർ",
      `ടാക്സ് ഇൻവോയ്സിനെതിരെ: ${invoice.number}, തീയതി ${formatLongDate(issued!.issueDate, "ml")}`,
    ]) {
      expect(receipt).toContain(expected);
    }

    // Staff download the customer's document in the customer's language, from the console's English address.
    const staffCopy = await behindConsole(staffPdf as never)({
      request: new Request(`http://localhost/staff/invoices/${invoice.id}/pdf`, {
        headers: { cookie: await consoleCookie(db, staff.id) },
      }),
      context: routeContext(db),
      params,
    } as never);
    const staffText = pdfText(await pdfOf(staffCopy, fileName(invoice.number)));
    expect(staffText).toContain(`ഇൻവോയ്സ് നമ്പർ: ${invoice.number}`);
    expect(staffText).toContain("ഒരു ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരം രൂപ മാത്രം");

    // A credit note states its total in Malayalam words too (₹3,000 + 18 % = ₹3,540).
    const credit = await creditRouterSetup(invoice.id);
    const { id: noteId, number: noteNumber } = credit.creditNote;
    const note = pdfText(
      await pdfOf(
        await download(customerPdf, `/ml/account/invoices/${noteId}/pdf`, { id: String(noteId) }, cookie),
        fileName(noteNumber),
      ),
    );
    expect(note).toContain("തുക അക്ഷരത്തിൽ: മൂവായിരത്തി അഞ്ഞൂറ്റിനാല്പത് രൂപ മാത്രം");
    expect(note).not.toContain("Rupees");

    // The page under /ml states it as its PDF does, not marked as English; the English page as before.
    const page = async (path: string) => {
      const answer = (await customerPage({
        request: new Request(`http://localhost${path}.data`, { headers: { cookie } }),
        context: routeContext(db),
        params,
        url: new URL(`http://localhost${path}`),
      } as never)) as { view: { html: string | null } };
      return answer.view.html ?? "";
    };
    const malayalamPage = await page(`/ml/account/invoices/${invoice.id}`);
    expect(malayalamPage).toContain(
      '<span class="font-semibold text-slate-900">തുക അക്ഷരത്തിൽ: </span>ഒരു ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരം രൂപ മാത്രം</p>',
    );
    expect(malayalamPage).not.toContain("Rupees");
    expect(await page(`/account/invoices/${invoice.id}`)).toContain(
      '<span class="font-semibold text-slate-900">Amount in words: </span>Rupees One Lakh Ninety-Nine Thousand Nine Hundred Only</p>',
    );
  });

  it("renders the same particulars as a page, with the UPI panel", async () => {
    const view = await invoiceDocument(db, (await invoiceById(db, keralaInvoice.id))!);
    const html = renderToStaticMarkup(
      createElement(InvoiceDocument, { document: view, receiptHref: (id: number) => `/r/${id}` }),
    );
    for (const expected of [
      "<h2",
      "Tax Invoice",
      keralaInvoice.number,
      company.COMPANY_LEGAL_NAME,
      company.COMPANY_GSTIN,
      "Unregistered",
      "Kerala (state code 32)",
      "<caption",
      '<th scope="col"',
      "CGST rate",
      "SGST amount",
      "₹1,69,407.00",
      "₹15,246.63",
      "−₹0.26",
      "₹1,99,900.00",
      "Rupees One Lakh Ninety-Nine Thousand Nine Hundred Only",
      "Tax payable on reverse charge",
      `For ${company.COMPANY_LEGAL_NAME} — Authorised signatory`,
    ]) {
      expect(html).toContain(expected);
    }
    const upi = view.upi!;
    const panel = renderToStaticMarkup(
      createElement(UpiPanel, { upi, qrSvg: await qrSvg(upi.link), invoiceNumber: view.number }),
    );
    expect(panel).toContain("<svg");
    expect(panel).toContain('role="img"');
    expect(panel).toContain(company.UPI_VPA);
    expect(panel).toContain(`href="${upi.link.replaceAll("&", "&amp;")}"`);
    expect(upi.link).toMatch(/^upi:\/\/pay\?pa=ananthait%40okaxis&pn=.+&am=199900\.00&cu=INR&tn=AIT%2F/);
  });
});
