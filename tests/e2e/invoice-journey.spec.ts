// Billing from end to end, the customer on a phone (412 px): a contract's reminder email carries the
// Renew link; renewing answers "Renewed — invoice AIT/…" and the renewal waits in grace; the tax
// invoice arrives in the SMTP sink with its PDF (pdftotext: the GST particulars) and the UPI QR code
// inline; the customer's invoice page shows the QR and the "open UPI app" link with the exact amount,
// and takes the UTR they paid with; staff import their bank's CSV statement, which proposes that
// invoice by the UTR and records the payment only when confirmed; the receipt arrives in the SMTP
// sink; the renewal leaves grace. axe on each page.
import { pdfText } from "../support/pdf-text";
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { waitForMail } from "./support/mail";
import { createAccount, signInAsStaff, signInThroughTestRoute } from "./support/staff";

const phone = { width: 412, height: 915 };

/** Today in India as a bank statement writes it (dd/mm/yyyy). */
function todayInIndia() {
  const [year, month, day] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

test("a renewal is invoiced, paid by UPI with its UTR, reconciled from the bank statement and receipted", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);

  // The customer and an active contract ending in 29 days: its 30-day reminder goes out at once.
  const customerContext = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
  const phonePage = await customerContext.newPage();
  const customer = await signInThroughTestRoute(phonePage, await createAccount(phonePage, "customer", "billing"));
  const made = await page.request.post("/__test/contracts", {
    form: { email: customer.email, planId: "professional", endsInDays: "29" },
  });
  expect(made.ok()).toBe(true);
  const { id: contractId } = (await made.json()) as { id: number };
  const reminder = await waitForMail(customer.email, (mail) =>
    mail.subject.includes(`AMC-${contractId} ends in 29 days`),
  );
  const link = new RegExp(`Renew AMC-${contractId}: (https?://\\S+/contract-renewal\\?token=[\\w.-]+)`).exec(
    reminder.text,
  )?.[1];
  expect(link).toBeTruthy();

  // Renewing from the link: the answer names the renewal's invoice.
  await phonePage.goto(link!);
  await phonePage.getByRole("button", { name: `Renew AMC-${contractId}` }).click();
  const renewed = phonePage.getByText(/^Renewed — invoice AIT\/\d{2}-\d{2}\/\d{5}$/);
  await expect(renewed).toBeVisible();
  const invoiceNumber = ((await renewed.textContent()) ?? "").replace("Renewed — invoice ", "");
  const nextId = Number(/is renewed as AMC-(\d+)/.exec((await phonePage.getByRole("status").textContent()) ?? "")?.[1]);
  expect(nextId).toBeGreaterThan(contractId);
  await expectNoSeriousA11yViolations(phonePage);

  // The tax invoice's email: the PDF with the GST particulars, the UPI QR code inline, the UPI link.
  const invoiceMail = await waitForMail(customer.email, (mail) =>
    mail.subject.startsWith(`Tax invoice ${invoiceNumber} — `),
  );
  const total = /— (₹[\d,]+\.\d{2}) due/.exec(invoiceMail.subject)?.[1] ?? "";
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  const amount = total.replace(/[₹,]/g, "");
  expect(invoiceMail.text).toContain(`upi://pay?pa=ananthait%40okaxis&pn=Anantha%20IT%20Solutions%20LLP&am=${amount}`);
  const qr = invoiceMail.attachments.find((file) => file.contentId);
  expect(qr?.contentType).toBe("image/png");
  expect(invoiceMail.html).toContain(`cid:${qr?.contentId?.replace(/[<>]/g, "")}`);
  const pdf = invoiceMail.attachments.find((file) => file.contentType === "application/pdf");
  expect(pdf).toBeTruthy();
  const text = await pdfText(Buffer.from(pdf!.base64, "base64"));
  for (const particular of [
    "Tax Invoice",
    invoiceNumber,
    "32ABMFA4321K1ZM",
    "Kerala",
    "998316",
    "CGST",
    "SGST",
    total,
    "Rupees",
    "ananthait@okaxis",
  ]) {
    expect(text).toContain(particular);
  }

  // The renewal waits in grace for its invoice.
  await phonePage.goto(`/account/contracts/${nextId}`);
  await expect(phonePage.getByText(`Renewed — in grace until invoice ${invoiceNumber} is paid`).first()).toBeVisible();

  // The invoice on the phone: its status, the QR code, the UPI app link with the exact amount.
  await phonePage.goto("/account/invoices");
  const row = phonePage.getByRole("row", { name: new RegExp(invoiceNumber) });
  await expect(row).toContainText("Due");
  await row.getByRole("link", { name: invoiceNumber, exact: true }).click();
  await expect(phonePage.getByRole("heading", { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(
    phonePage.getByRole("img", { name: `UPI QR code to pay ${total} for invoice ${invoiceNumber}` }),
  ).toBeVisible();
  const openApp = phonePage.getByRole("link", { name: "Open UPI app" });
  await expect(openApp).toBeVisible();
  expect(await openApp.getAttribute("href")).toContain(`&am=${amount}&cu=INR&tn=${encodeURIComponent(invoiceNumber)}`);
  await expectNoSeriousA11yViolations(phonePage);

  // Paid in the UPI app: the customer sends the 12-digit UTR (a wrong one first).
  const utr = String(Date.now()).slice(-12).padStart(12, "4");
  await phonePage.getByRole("textbox", { name: "UPI reference (UTR)" }).fill("12345");
  await phonePage.getByRole("button", { name: "Send the reference" }).click();
  await expect(phonePage.getByText("Enter the 12-digit UTR from your UPI app, digits only.")).toBeVisible();
  await phonePage.getByRole("textbox", { name: "UPI reference (UTR)" }).fill(utr);
  await phonePage.getByRole("button", { name: "Send the reference" }).click();
  await expect(phonePage.getByText(`We have your reference ${utr}`).first()).toBeVisible();
  await expectNoSeriousA11yViolations(phonePage);

  // Staff import the bank's statement: the line is proposed by the UTR, and paid only when confirmed.
  await signInAsStaff(page);
  await page.goto("/staff/invoices/statements");
  const statement = [
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    `${todayInIndia()},${todayInIndia()},UPI/${utr}/${customer.email}/Payment,${utr},,"${total.replace("₹", "")}","12,34,567.00"`,
  ].join("\r\n");
  await page
    .getByLabel("Statement file (CSV)")
    .setInputFiles({ name: `sbi-${utr}.csv`, mimeType: "text/csv", buffer: Buffer.from(statement) });
  await page.getByRole("button", { name: "Import statement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Statement sbi-${utr}.csv` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/staff/invoices?q=${encodeURIComponent(invoiceNumber)}`);
  await expect(page.getByRole("row", { name: new RegExp(invoiceNumber) })).toContainText("Due");
  await page.goBack();
  await page.getByRole("button", { name: `Confirm ${total} for ${invoiceNumber}` }).click();
  await expect(page.getByText(/Payment recorded: receipt RCT\//).first()).toBeVisible();

  // The receipt reaches the customer; the invoice is paid and the renewal leaves grace.
  const receipt = await waitForMail(customer.email, (mail) =>
    new RegExp(
      `^Receipt RCT/\\d{2}-\\d{2}/\\d{5}: ${total.replace(/[.]/g, "\\.")} received for invoice ${invoiceNumber.replace(/\//g, "\\/")}$`,
    ).test(mail.subject),
  );
  expect(receipt.attachments.some((file) => file.contentType === "application/pdf")).toBe(true);
  await phonePage.goto("/account/invoices");
  await expect(phonePage.getByRole("row", { name: new RegExp(invoiceNumber) })).toContainText("Paid");
  await phonePage.goto(`/account/contracts/${nextId}`);
  await expect(phonePage.getByText(`Renewed — in grace until invoice ${invoiceNumber} is paid`)).toHaveCount(0);
  await expectNoSeriousA11yViolations(phonePage);

  await customerContext.close();
  expect(errors).toEqual([]);
});
