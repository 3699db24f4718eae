// The customer portal's forms posted from Malayalam pages (/ml/account/…), through the route modules
// as a browser without JavaScript uses them: their refusals and toasts are Malayalam, and every
// redirect after a post — and the device label's way through sign-in — stays under /ml. On PGlite
// only: what is checked here is the language, not the database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingDetailsCopy } from "~/content/account-billing.ml";
import { contractEmailWords } from "~/content/contract-emails.ml";
import { contractPageCopy, contractToasts } from "~/content/contracts-customer.ml";
import { deviceLabelCopy } from "~/content/device-labels.ml";
import { deviceToasts } from "~/content/devices-customer.ml";
import { fieldMessages } from "~/content/forms.ml";
import { customerVisitCopy } from "~/content/visits-customer.ml";
import { devices, emailOutbox, users } from "~/db/schema";
import type { ContractActionData } from "~/lib/contracts/customer-form";
import type { DeviceActionData } from "~/lib/devices/device-form";
import { getEnv } from "~/lib/env.server";
import type { BillingActionData } from "~/lib/invoices/billing-details";
import type { RenewalPageText } from "~/lib/contracts/renewal-page-text";
import { renewalLinkUrl } from "~/lib/contracts/renewal-links.server";
import { type FlashMessage, takeFlash } from "~/lib/toast/flash.server";
import * as billingPage from "~/routes/account-billing";
import * as contractPage from "~/routes/account-contract";
import * as devicePage from "~/routes/account-device";
import * as labelsPage from "~/routes/account-device-labels";
import * as visitPage from "~/routes/account-visit";
import * as renewalPage from "~/routes/contract-renewal";
import * as labelLink from "~/routes/device-label";
import { addContract, addUser, addVisit, openTicket, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { callPage, formPost, type PageAnswer, routeContext } from "./support/routes";

const env = getEnv();
const cookies = { secret: env.APP_SECRET, secure: false };

describe("the customer portal posted from Malayalam pages", () => {
  let database: TestDatabase;
  let asha: Awaited<ReturnType<typeof addUser>>;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    asha = await addUser(database.db, "customer", "Asha Nair");
    cookie = await signedInCookie(database.db, { ...asha, role: "customer" });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const post = (handler: unknown, path: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
    callPage(
      handler as (args: never) => Promise<unknown>,
      formPost(path, fields, { origin: env.PUBLIC_URL, cookie }),
      routeContext(database.db),
      params,
    );
  const get = (handler: unknown, path: string, params: Record<string, string> = {}, headers = { cookie }) =>
    callPage(
      handler as (args: never) => Promise<unknown>,
      new Request(`http://localhost${path}`, { headers }),
      routeContext(database.db),
      params,
    );
  /** The toast a redirect carries to the page it leads to. */
  async function toastOf(answer: PageAnswer): Promise<FlashMessage | null> {
    const setCookies = (answer.data as Response).headers.getSetCookie();
    const header = setCookies.map((line) => line.split(";", 1)[0]).join("; ");
    return (await takeFlash(new Request("http://localhost/", { headers: { cookie: header } }), cookies)).flash;
  }

  it("adds a device: its refusals in Malayalam, then back to the device's Malayalam page with a Malayalam toast", async () => {
    const printer = { intent: "save", kind: "printer", make: "HP", model: "LaserJet 1020", site: "other" };
    const refused = await post(devicePage.action, "/ml/account/devices/new", { ...printer, make: "" }, { id: "new" });
    expect(refused.status).toBe(400);
    expect((refused.data as DeviceActionData).fieldErrors.make).toBe(fieldMessages.required("കമ്പനി"));

    const added = await post(devicePage.action, "/ml/account/devices/new", printer, { id: "new" });
    expect(added.location).toMatch(/^\/ml\/account\/devices\/\d+$/);
    expect(await toastOf(added)).toEqual({ type: "success", message: deviceToasts.added });
  });

  it("makes labels whose QR codes open the Malayalam page, which keeps Malayalam through sign-in", async () => {
    const made = await post(labelsPage.action, "/ml/account/devices/labels", { intent: "make-labels" });
    expect(made.location).toBe("/ml/account/devices/labels");
    expect(await toastOf(made)).toEqual({ type: "success", message: deviceLabelCopy.toasts.made(1) });
    const [device] = await database.db.select().from(devices).where(eq(devices.userId, asha.id));
    const token = device?.labelToken ?? "";
    const sheet = await get(labelsPage.loader, "/ml/account/devices/labels.data");
    expect(JSON.stringify(sheet.data)).toContain(`/ml/d/${token}`);

    const signedOut = await get(labelLink.loader, `/ml/d/${token}`, { token }, { cookie: "" });
    expect(signedOut.location).toBe(`/ml/login?redirectTo=${encodeURIComponent(`/ml/d/${token}`)}`);
    const signedIn = await get(labelLink.loader, `/ml/d/${token}`, { token });
    expect(signedIn.location).toBe(`/ml/account/tickets/new?device=${device?.id}`);
  });

  it("answers a contract's forms in Malayalam and comes back to its Malayalam page", async () => {
    const { id } = await addContract(database.db, asha, { state: "sent" });
    const path = `/ml/account/contracts/${id}`;
    const unticked = await post(contractPage.action, path, { intent: "accept", termsHash: "x" }, { id: String(id) });
    expect(unticked.status).toBe(400);
    expect((unticked.data as ContractActionData).fieldErrors.agree).toBe(contractPageCopy.accept.required);

    const active = await addContract(database.db, asha);
    const switched = await post(
      contractPage.action,
      `/ml/account/contracts/${active.id}`,
      { intent: "auto-renew", autoRenew: "on" },
      { id: String(active.id) },
    );
    expect(switched.location).toBe(`/ml/account/contracts/${active.id}`);
    expect(await toastOf(switched)).toEqual({ type: "success", message: contractToasts.autoRenewOn });
  });

  it("emails a customer who chose Malayalam in Malayalam, linking to the Malayalam pages", async () => {
    await database.db.update(users).set({ locale: "ml" }).where(eq(users.id, asha.id));
    const { id } = await addContract(database.db, asha);
    // Switched from the English page: the email still follows the account's language.
    await callPage(
      contractPage.action as never,
      formPost(
        `/account/contracts/${id}`,
        { intent: "auto-renew", autoRenew: "on" },
        { origin: env.PUBLIC_URL, cookie },
      ),
      routeContext(database.db),
      { id: String(id) },
    );
    const [mail] = (
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "contract.auto-renew"))
    ).filter((row) => row.subject.includes(`AMC-${id}`));
    expect(mail?.subject).toBe(contractEmailWords.autoRenew.subject(id, true));
    expect(mail?.textBody).toContain(`നമസ്കാരം ${asha.fullName},`);
    expect(mail?.textBody).toContain(`/ml/account/contracts/${id}`);
    await database.db.update(users).set({ locale: "en" }).where(eq(users.id, asha.id));
  });

  it("says the renewal link's page in Malayalam, its links under /ml", async () => {
    const { id } = await addContract(database.db, asha, { endsInDays: 10 });
    const link = new URL(renewalLinkUrl(id, env));
    const page = await get(renewalPage.loader, `/ml/contract-renewal${link.search}`);
    const text = (page.data as { text: RenewalPageText }).text;
    expect(text.page.heading).toBe("നിങ്ങളുടെ കരാർ പുതുക്കുക");
    expect(text.ready?.button).toBe(`AMC-${id} പുതുക്കുക`);
    const invalid = await get(renewalPage.loader, "/ml/contract-renewal?token=bad");
    expect((invalid.data as { text: RenewalPageText }).text.outcome?.notice).toMatch(/^ഈ പുതുക്കൽ ലിങ്ക് സാധുവല്ല/);
  });

  it("asks for another visit time in Malayalam", async () => {
    const ticket = await openTicket(database.db, asha);
    const visit = await addVisit(database.db, asha, { ticketId: ticket.id, kind: "repair" });
    const path = `/ml/account/visits/${visit.id}`;
    const empty = await post(visitPage.action, path, { note: " " }, { id: String(visit.id) });
    expect(empty.status).toBe(400);
    expect((empty.data as { fieldError: string }).fieldError).toBe(customerVisitCopy.reschedule.required);
  });

  it("saves billing details from the Malayalam page: its messages Malayalam, back to it", async () => {
    const fields = { legalName: "Asha Nair", address: "TC 15/1234, Vazhuthacaud", stateCode: "32", gstin: "" };
    const wrong = await post(billingPage.action, "/ml/account/billing", { ...fields, gstin: "29AAGCB7383J1Z4" });
    expect(wrong.status).toBe(400);
    expect((wrong.data as BillingActionData).fieldErrors.gstin).toBe(
      billingDetailsCopy.errors.gstinOtherState("കർണാടക", "കേരളം"),
    );
    const saved = await post(billingPage.action, "/ml/account/billing", fields);
    expect(saved.location).toBe("/ml/account/billing");
    expect(await toastOf(saved)).toEqual({ type: "success", message: billingDetailsCopy.toasts.saved });
  });
});
