// The technician's phone page at a phone's size (412 × 915): today's visits, the work page, set off,
// arrived while the signal is gone (kept on the phone, sent when it returns), the checklist, the
// customer's signature drawn with pointer input on the canvas, and the finish — the visit completed
// with a drawn signature. axe on both pages.
import { expect, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { signInAsStaff } from "./support/staff";

test.use({ viewport: { width: 412, height: 915 } });

test("a technician works today's visit on a phone, offline for a moment, and the customer signs on the glass", async ({
  page,
  context,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const technician = await signInAsStaff(page);
  const booked = await page.request.post("/__test/visits", {
    form: { technicianEmail: technician.email, customerName: "Lakshmi Menon" },
  });
  expect(booked.ok()).toBe(true);
  const { id } = (await booked.json()) as { id: number };

  await page.goto("/staff/visits/today");
  await expect(page.getByRole("heading", { level: 1, name: "Today's visits" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Lakshmi Menon" });
  await expect(card.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=TC%2015/,
  );
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("link", { name: "Open: Lakshmi Menon" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/visits/today/${id}$`));
  // Today's list (with other tests' unassigned checks) may still be on screen as the URL changes.
  await expect(page.getByRole("button", { name: "Set off" })).toBeVisible();
  const status = page.getByTestId("visit-status");
  await expect(status).toHaveText("Booked");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Set off" }).click();
  await expect(status).toHaveText("Technician on the way");

  // No signal: the post is kept on the phone, and the page says so; when the signal returns it is sent.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Arrived" }).click();
  await expect(
    page.getByText("Not sent yet — kept on this phone, will be sent when the signal returns. Waiting: 1."),
  ).toBeVisible();
  await expect(status).toHaveText("Technician on the way");
  await context.setOffline(false);
  await expect(page.getByText("Sent: Steps: Arrived.")).toBeVisible();
  await expect(status).toHaveText("Technician on site");
  await expect(page.getByText(/Waiting: /)).toHaveCount(0);

  for (const box of await page.getByRole("checkbox").all()) await box.check();
  await page.getByLabel("Work notes").fill("Replaced the failed power supply; tested with the customer.");
  await page.getByLabel("Parts used").fill("450 W power supply");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByLabel("Signer's name").fill("Lakshmi Menon");
  const pad = page.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature pad is not on the page");
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 60],
    [130, 140],
    [180, 70],
    [240, 130],
    [300, 90],
  ] as const) {
    await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  }
  await page.mouse.up();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Finish visit" }).click();
  await expect(status).toHaveText("Completed");
  await expect(page.getByTestId("visit-signed")).toHaveText("Acknowledged by Lakshmi Menon (signed on the phone).");

  const state = await page.request.post("/__test/visits", { form: { visitId: String(id) } });
  expect(await state.json()).toEqual({ status: "completed", signatureMethod: "drawn", signerName: "Lakshmi Menon" });
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the customer acknowledges with a typed name; every step is a plain form post", async ({ page }) => {
    const technician = await signInAsStaff(page);
    const booked = await page.request.post("/__test/visits", {
      form: { technicianEmail: technician.email, customerName: "Ravi Kumar" },
    });
    const { id } = (await booked.json()) as { id: number };
    await page.goto(`/staff/visits/today/${id}`);
    const status = page.getByTestId("visit-status");
    // Arrived straight from booked (set off skipped).
    await page.getByRole("button", { name: "Arrived" }).click();
    await expect(status).toHaveText("Technician on site");
    await expect(page.getByTestId("signature-pad")).toHaveCount(0);
    await page.getByLabel("Signer's name").fill("Ravi Kumar");
    await page.getByRole("button", { name: "Finish visit" }).click();
    await expect(status).toHaveText("Completed");
    await expect(page.getByTestId("visit-signed")).toHaveText("Acknowledged by Ravi Kumar (typed name).");
  });
});
