// The shared upload pipeline in a real Chromium, on the test-only page /__test/uploads: the same form
// with and without JavaScript (a plain multipart post, and React Router's FormData submission), the
// field message for a file of the wrong kind, and the 413 page for a 6 MB file — which the browser
// must really see: the server answers before the body is in and keeps reading the rest, so the
// connection is not reset under the browser (server/unread-bodies.ts).
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "./fixtures";
import { refusedSamples, samples } from "../support/file-samples";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";

const SIX_MB = Buffer.alloc(6 * 1024 * 1024, "a");

async function open(page: Page) {
  const owner = randomUUID();
  await page.goto(`/__test/uploads?owner=${owner}`);
  return owner;
}

async function storedNames(page: Page, owner: string) {
  const response = await page.request.get(`/__test/uploads/${owner}`);
  return ((await response.json()) as { fileName: string }[]).map((file) => file.fileName);
}

async function send(page: Page) {
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send" }).click();
  return posted;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("stores the chosen files, and refuses a wrong kind at the field keeping the note", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const owner = await open(page);
      await page.getByLabel("Note").fill("Two files");
      await page.getByLabel("Attachments").setInputFiles([
        { name: "screen.png", mimeType: "image/png", buffer: Buffer.from(samples.png) },
        { name: "server.log", mimeType: "text/plain", buffer: Buffer.from(samples.text) },
      ]);
      const stored = await send(page);
      expect(stored.url()).toContain(javaScriptEnabled ? "/__test/uploads.data" : "/__test/uploads?");
      await expect(page.getByRole("status")).toHaveText("Stored 2 files.");
      expect(await storedNames(page, owner)).toEqual(["screen.png", "server.log"]);

      await page.getByLabel("Note").fill("Keep me");
      await page
        .getByLabel("Attachments")
        .setInputFiles({ name: "setup.png", mimeType: "image/png", buffer: Buffer.from(refusedSamples.exe) });
      expect((await send(page)).status()).toBe(400);
      await expect(page.getByText("“setup.png” is not a PNG, JPEG, GIF, WebP, PDF or plain text file.")).toBeVisible();
      await expect(page.getByLabel("Attachments")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Note")).toHaveValue("Keep me");
      // axe runs in the page, so only where scripts run; the page's markup is the same without them.
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
      expect(await storedNames(page, owner)).toHaveLength(2);
      // The browser logs the 400 answer to the form's data request; nothing else may be logged.
      expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    });

    test("shows the 413 message for a 6 MB file and stores nothing", async ({ page }) => {
      const owner = await open(page);
      await page.getByLabel("Note").fill("Too big");
      await page.getByLabel("Attachments").setInputFiles({ name: "big.txt", mimeType: "text/plain", buffer: SIX_MB });
      expect((await send(page)).status()).toBe(413);
      await expect(page.getByRole("alert")).toContainText("A file is larger than 5 MB, so nothing was sent.");
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
      expect(await storedNames(page, owner)).toEqual([]);
    });
  });
}
