// A contract's renewal from its reminder email: the contract moves to 29 days before its end, so the
// 30-day reminder is due at once (the server's due-jobs worker sends it to the SMTP sink); its Renew
// link opens the confirmation page signed out and without JavaScript, with the renewal's terms and
// one button; the button renews; the link again says it is already renewed; an altered link is refused.
// axe on the page before and after.
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { waitForMail } from "./support/mail";
import { createAccount } from "./support/staff";

test("renews a contract from its reminder's link, once, without JavaScript", async ({ page, browser }) => {
  test.slow();
  const customer = await createAccount(page, "customer", "renewal");
  const created = await page.request.post("/__test/contracts", {
    form: { email: customer.email, planId: "professional", endsInDays: "29" },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  const reminder = await waitForMail(customer.email, (mail) => mail.subject.includes(`AMC-${id} ends in 29 days`));
  const link = new RegExp(`Renew AMC-${id}: (https?://\\S+/contract-renewal\\?token=[\\w.-]+)`).exec(
    reminder.text,
  )?.[1];
  expect(link).toBeTruthy();

  // Signed out, the link shows the renewal's terms and one button; opening it renewed nothing.
  const signedOut = await browser.newContext();
  const reader = await signedOut.newPage();
  const errors = collectConsoleErrors(reader);
  await reader.goto(link!);
  await expect(reader.getByRole("heading", { level: 1, name: "Renew your contract" })).toBeVisible();
  await expect(reader.getByText(`Contract AMC-${id} of ${customer.fullName}: Professional AMC`)).toBeVisible();
  await expect(reader.getByRole("region", { name: "Terms of the renewal" })).toContainText("Professional AMC");
  await expect(reader.getByRole("main").getByRole("button")).toHaveText([`Renew AMC-${id}`]);
  await expectNoSeriousA11yViolations(reader);

  // Without JavaScript, the button (a plain form post) renews.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await noJs.newPage();
  await visitor.goto(link!);
  await visitor.getByRole("button", { name: `Renew AMC-${id}` }).click();
  await expect(visitor.getByRole("status")).toContainText(`contract AMC-${id} is renewed as AMC-`);
  const next = /is renewed as AMC-(\d+)/.exec((await visitor.getByRole("status").textContent()) ?? "")?.[1];
  await expect(visitor.getByRole("link", { name: `See contract AMC-${next}` })).toHaveAttribute(
    "href",
    `/account/contracts/${next}`,
  );
  await waitForMail(customer.email, (mail) => mail.subject === `Contract AMC-${id} renewed as AMC-${next}`);
  await noJs.close();

  // The same link again: already renewed, no button.
  await reader.goto(link!);
  await expect(reader.getByRole("status")).toContainText(`already renewed as AMC-${next}. Nothing was changed.`);
  await expect(reader.getByRole("main").getByRole("button")).toHaveCount(0);
  await expectNoSeriousA11yViolations(reader);

  expect(errors).toEqual([]);

  // An altered link is refused (its 400 is the only console error the page may log).
  const response = await reader.goto(
    link!.replace(/token=(\d+)\./, (_match, number) => `token=${Number(number) + 1}.`),
  );
  expect(response?.status()).toBe(400);
  await expect(reader.getByRole("alert")).toContainText("This renewal link is not valid");
  await signedOut.close();
});
