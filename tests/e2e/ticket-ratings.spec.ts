// Satisfaction ratings: staff resolve a ticket; the customer's email (read from the SMTP
// sink) carries five rating links; one opens the rating page without signing in, with that score
// chosen and nothing recorded, and its one button records the rating with a comment; a second link's
// page changes it, without JavaScript; staff see the rating on the ticket and in the queue; an
// altered link is refused.
// axe on every page and state.
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { waitForMail } from "./support/mail";
import { createAccount, signInAsStaff } from "./support/staff";

test("a rating from the resolution email, changed by a second click, seen by staff", async ({ page, browser }) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const customer = await createAccount(page, "customer", "rating");
  const subject = `Rating ${Date.now().toString(36)}`;
  const opened = await page.request.post("/__test/tickets", {
    form: {
      email: customer.email,
      subject,
      description: "The scanner stopped working.",
      priority: "low",
      type: "hardware",
    },
  });
  expect(opened.ok()).toBe(true);
  const { number } = (await opened.json()) as { number: string };

  // Staff resolve it.
  await signInAsStaff(page);
  await page.goto(`/staff/tickets/${number}`);
  const work = page.getByRole("region", { name: "Work on it" });
  await work.getByLabel("Status").selectOption("resolved");
  await work.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("region", { name: "Satisfaction ratings" })).toContainText("Not rated yet.");

  // The customer's email: five links, one per score.
  const mail = await waitForMail(customer.email, (m) => m.subject === `[${number}] Resolved`);
  const links = [...mail.text.matchAll(/(\d) – [^:]+: (https?:\/\/\S+\/ticket-rating\?token=[\w.-]+)/g)].map(
    (match) => match[2]!,
  );
  expect(links).toHaveLength(5);

  // Signed out (another browser context), the '4 – Good' link opens the page with 4 chosen and
  // nothing recorded yet; its button records it with a comment.
  const customerContext = await browser.newContext();
  const rater = await customerContext.newPage();
  const raterErrors = collectConsoleErrors(rater);
  await rater.goto(links[3]!);
  await expect(rater.getByRole("heading", { level: 1, name: "Rate our support" })).toBeVisible();
  await expect(rater.getByText("Nothing is recorded until you save")).toBeVisible();
  await expect(rater.getByRole("main").getByRole("button")).toHaveText(["Save my rating"]);
  await expect(rater.getByRole("radio", { name: /^4 – Good/ })).toBeChecked();
  await expectNoSeriousA11yViolations(rater);
  await rater.getByLabel(/Anything you want to tell us/).fill("Quick visit, scanner works again.");
  await rater.getByRole("button", { name: "Save my rating" }).click();
  await expect(rater.getByRole("status")).toContainText("your rating 4 of 5 (Good) is recorded");
  await expect(rater.getByLabel(/Anything you want to tell us/)).toHaveValue("Quick visit, scanner works again.");
  // The saved state still holds the whole form: one check covers both.
  await expectNoSeriousA11yViolations(rater);
  expect(raterErrors).toEqual([]);
  await customerContext.close();

  // The '2 – Poor' link, without JavaScript: its page shows what is recorded and 2 chosen, keeps the
  // comment, and its button (a plain form post) changes the rating.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(links[1]!);
  await expect(plain.getByText("Your rating so far: 4 of 5 (Good)")).toBeVisible();
  await expect(plain.getByRole("radio", { name: /^2 – Poor/ })).toBeChecked();
  await expect(plain.getByLabel(/Anything you want to tell us/)).toHaveValue("Quick visit, scanner works again.");
  await plain.getByRole("button", { name: "Save my rating" }).click();
  await expect(plain.getByRole("status")).toContainText("your rating 2 of 5 (Poor) is recorded");

  // An altered link (the score changed) is refused.
  const altered = links[4]!.replace(/token=(\d+)\.(\d+)\.5\./, "token=$1.$2.1.");
  await plain.goto(altered);
  await expect(plain.getByRole("alert")).toContainText("This rating link is not valid");
  await noJs.close();

  // Staff see it on the ticket and as a badge in the queue.
  await page.reload();
  const ratings = page.getByRole("region", { name: "Satisfaction ratings" });
  await expect(ratings).toContainText("2 of 5 (Poor)");
  await expect(ratings).toContainText("Quick visit, scanner works again.");
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/staff/tickets?q=${number}&status=any`);
  await expect(
    page
      .getByRole("table", { name: /Support tickets/ })
      .getByRole("row")
      .nth(1),
  ).toContainText("Customer rating 2 of 5 (Poor)");
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
