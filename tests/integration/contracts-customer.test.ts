// The customer's side of AMC contracts on PGlite and PostgreSQL, through the route modules as a
// browser without JavaScript uses them (plain form posts): another customer's contract and an unsent
// draft are the site's 404; accepting keeps the record and emails once (a second press doubles
// nothing); an outdated page is refused and shows the new terms; auto-renew, a plan-change request
// and a renewal from the page; and the customer's measured service on the list.
import { systemActor } from "~/lib/casework/case-type.server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractAcceptances, contractEvents, contracts, emailOutbox, planRequests } from "~/db/schema";
import { editDraftContract } from "~/lib/contracts/contracts.server";
import type { CustomerContractPage } from "~/lib/contracts/customer-contracts.server";
import type { CustomerContractSummary } from "~/lib/contracts/customer-state";
import { addDays, indiaDay } from "~/lib/contracts/period";
import { contractPageCopy } from "~/content/contracts-customer";
import { getEnv } from "~/lib/env.server";
import { documentStaticRegions } from "~/lib/static-regions.server";
import * as contractPage from "~/routes/account-contract";
import * as contractList from "~/routes/account-contracts";
import { addContract, addUser, openTicket, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callPage, formPost, routeContext } from "./support/routes";

const env = getEnv();

describe.each(databaseKinds)("the customer's contracts on %s", (kind) => {
  let database: TestDatabase;
  let asha: Awaited<ReturnType<typeof addUser>>;
  let ravi: Awaited<ReturnType<typeof addUser>>;
  let ashaCookie: string;
  let raviCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    asha = await addUser(database.db, "customer", "Asha Nair");
    ravi = await addUser(database.db, "customer", "Ravi Menon");
    ashaCookie = await signedInCookie(database.db, { ...asha, role: "customer" });
    raviCookie = await signedInCookie(database.db, { ...ravi, role: "customer" });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** A loader or action as React Router calls it, with the contract's id when given. */
  const call = (
    handler: (args: never) => Promise<unknown>,
    request: Request,
    id?: number,
    context = routeContext(database.db),
  ) => callPage(handler, request, context, id === undefined ? {} : { id: String(id) });

  const get = (path: string, cookie?: string) =>
    new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  const page = async (id: number, cookie = ashaCookie) => {
    const answer = await call(contractPage.loader, get(`/account/contracts/${id}`, cookie), id);
    return { ...answer, contract: (answer.data as { contract?: CustomerContractPage } | null)?.contract };
  };
  const post = (id: number, fields: Record<string, string>, cookie = ashaCookie) =>
    call(contractPage.action, formPost(`/account/contracts/${id}`, fields, { origin: env.PUBLIC_URL, cookie }), id);
  const mails = async (kind: string, to: string) =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind))).filter(
      (row) => row.toAddress === to,
    );
  const acceptances = (id: number) =>
    database.db.select().from(contractAcceptances).where(eq(contractAcceptances.contractId, id));

  it("shows a customer only their own contracts: another's, and a draft not sent, are the site's 404", async () => {
    const { id } = await addContract(database.db, asha, { state: "sent" });
    const { id: unsent } = await addContract(database.db, asha, { state: "draft" });

    expect((await page(id)).status).toBe(200);
    const foreign = await page(id, raviCookie);
    expect(foreign.status).toBe(404);
    expect(foreign.data).toMatchObject({ notFound: true, path: `/account/contracts/${id}`, title: "Page Not Found" });
    expect((await page(unsent)).status).toBe(404);
    expect((await page(999_999_999)).status).toBe(404);

    // Accepting another customer's contract: the same 404, nothing recorded.
    const { hash } = (await page(id)).contract!.terms;
    expect((await post(id, { intent: "accept", agree: "on", termsHash: hash }, raviCookie)).status).toBe(404);
    expect(await acceptances(id)).toHaveLength(0);

    const list = async (cookie: string) =>
      (
        (await call(contractList.loader, get("/account/contracts", cookie))).data as {
          contracts: CustomerContractSummary[];
        }
      ).contracts.map((contract) => contract.id);
    expect(await list(ashaCookie)).toContain(id);
    expect(await list(ashaCookie)).not.toContain(unsent);
    expect(await list(raviCookie)).not.toContain(id);

    const signedOut = await call(contractList.loader, get("/account/contracts"));
    expect(signedOut).toMatchObject({ status: 302, location: "/login?redirectTo=%2Faccount%2Fcontracts" });
  });

  it("accepts by a plain form post: the record, one email; a second press doubles nothing", async () => {
    const { id } = await addContract(database.db, asha, { state: "sent" });
    const shown = (await page(id)).contract!;
    expect(shown.state).toEqual({ state: "waiting" });

    // The box unticked: refused, nothing recorded.
    const unticked = await post(id, { intent: "accept", termsHash: shown.terms.hash });
    expect(unticked.status).toBe(400);
    expect(await acceptances(id)).toHaveLength(0);

    const accepted = await post(id, { intent: "accept", agree: "on", termsHash: shown.terms.hash });
    expect(accepted).toMatchObject({ status: 302, location: `/account/contracts/${id}` });
    const [record] = await acceptances(id);
    expect(record).toMatchObject({
      userId: asha.id,
      channel: "portal",
      clientAddress: "198.51.100.7",
      userAgent: "integration-test",
      termsText: shown.terms.text,
      termsHash: shown.terms.hash,
    });
    expect(await mails("contract.accepted", asha.email)).toHaveLength(1);

    const again = await post(id, { intent: "accept", agree: "on", termsHash: shown.terms.hash });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ message: expect.stringContaining("already accepted") });
    expect(await acceptances(id)).toHaveLength(1);
    expect(await mails("contract.accepted", asha.email)).toHaveLength(1);

    const after = (await page(id)).contract!;
    expect(after.state).toEqual({ state: "active" });
    expect(after.acceptance).toMatchObject({
      accountEmail: asha.email,
      clientAddress: "198.51.100.7",
      termsHash: shown.terms.hash,
      channel: "portal",
    });
  });

  it("draws a plain post's answer into the page: the message, or the field's error tied to it", async () => {
    const { id } = await addContract(database.db, asha, { state: "sent" });
    const { hash } = (await page(id)).contract!.terms;
    /** The page as the server draws it after this post, in the same request (a browser's form post). */
    const pageAfter = async (fields: Record<string, string>) => {
      const context = routeContext(database.db);
      const request = formPost(`/account/contracts/${id}`, fields, { origin: env.PUBLIC_URL, cookie: ashaCookie });
      const answer = await call(contractPage.action, request, id, context);
      await call(contractPage.loader, get(`/account/contracts/${id}`, ashaCookie), id, context);
      return { status: answer.status, html: documentStaticRegions(context).get("account-contract-page") ?? "" };
    };

    const unticked = await pageAfter({ intent: "accept", termsHash: hash });
    expect(unticked.status).toBe(400);
    const box = unticked.html.match(/<input[^>]*name="agree"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('aria-invalid="true"');
    const describedBy = box.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(unticked.html).toMatch(new RegExp(`id="${describedBy}"[^>]*>.*${contractPageCopy.accept.required}`));

    const outdated = await pageAfter({ intent: "accept", agree: "on", termsHash: "0".repeat(64) });
    expect(outdated.status).toBe(409);
    expect(outdated.html).toMatch(
      /<div[^>]*autofocus=""[^>]*><div role="alert"[^>]*>.*These terms changed since you opened them/,
    );

    // A field's error is no message about the whole form; a plain visit has neither.
    expect(unticked.html).not.toContain('role="alert"');
    const context = routeContext(database.db);
    await call(contractPage.loader, get(`/account/contracts/${id}`, ashaCookie), id, context);
    const visit = documentStaticRegions(context).get("account-contract-page") ?? "";
    expect(visit).toContain(contractPageCopy.accept.checkbox);
    expect(visit).not.toContain('role="alert"');
    expect(visit).not.toContain('aria-invalid="true"');
  });

  it("refuses an outdated page's accept and shows the new terms", async () => {
    const { id } = await addContract(database.db, asha, { state: "sent", billingPeriod: "monthly" });
    const opened = (await page(id)).contract!;
    const edited = await editDraftContract(database.db, systemActor, id, {
      planId: "professional",
      billingPeriod: "quarterly",
      startsOn: opened.startsOn,
      sites: [],
    });
    expect(edited.outcome).toBe("changed");

    const refused = await post(id, { intent: "accept", agree: "on", termsHash: opened.terms.hash });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      intent: "accept",
      message: "These terms changed since you opened them; please read them again.",
    });
    expect(await acceptances(id)).toHaveLength(0);
    const reread = (await page(id)).contract!;
    expect(reread.terms.hash).not.toBe(opened.terms.hash);
    expect(reread.terms.text).toContain("quarterly");
  });

  it("switches automatic renewal with its email, and asks for a plan change once", async () => {
    const { id } = await addContract(database.db, asha, { planId: "starter", autoRenew: false });

    const switched = await post(id, { intent: "auto-renew", autoRenew: "on" });
    expect(switched).toMatchObject({ status: 302, location: `/account/contracts/${id}` });
    const [row] = await database.db.select().from(contracts).where(eq(contracts.id, id));
    expect(row?.autoRenew).toBe(true);
    const autoRenewMails = await mails("contract.auto-renew", asha.email);
    expect(autoRenewMails.map((mail) => mail.subject)).toContain(`Automatic renewal on for contract AMC-${id}`);

    const staffBefore = (await mails("plan-request.staff", env.STAFF_EMAIL)).length;
    const changeKey = crypto.randomUUID();
    const fields = { intent: "change-plan", planId: "enterprise", note: "Two more offices", changeKey };
    expect(await post(id, fields)).toMatchObject({ status: 302, location: `/account/contracts/${id}` });
    expect(await post(id, fields)).toMatchObject({ status: 302 });

    const requests = await database.db
      .select()
      .from(planRequests)
      .where(and(eq(planRequests.userId, asha.id), eq(planRequests.planId, "enterprise")));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.note).toBe(`Change from contract AMC-${id} (Starter AMC). Two more offices`);
    const changes = await database.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.kind, "change_request")));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ fromValue: "starter", toValue: "enterprise", body: "Two more offices" });
    expect(await mails("plan-request.staff", env.STAFF_EMAIL)).toHaveLength(staffBefore + 1);

    // Its own plan is no change.
    const same = await post(id, { intent: "change-plan", planId: "starter", changeKey: crypto.randomUUID() });
    expect(same.status).toBe(400);
  });

  it("renews in the last 30 days from the page, after the renewal's terms", async () => {
    const { id } = await addContract(database.db, asha, { endsInDays: 10 });
    const shown = (await page(id)).contract!;
    expect(shown.state).toEqual({ state: "ending" });
    expect(shown.renewal?.startsOn).toBe(addDays(shown.endsOn, 1));

    const renewed = await post(id, { intent: "renew", agree: "on", termsHash: shown.renewal!.hash });
    expect(renewed.status).toBe(302);
    const [next] = await database.db.select().from(contracts).where(eq(contracts.previousContractId, id));
    expect(renewed.location).toBe(`/account/contracts/${next!.id}`);
    expect(await acceptances(next!.id)).toMatchObject([{ channel: "portal", userId: asha.id }]);
    expect(await mails("contract.renewed", asha.email)).toHaveLength(1);

    const old = (await page(id)).contract!;
    expect(old).toMatchObject({ state: { state: "renewed" }, renewedAs: next!.id, renewal: null });
    expect((await page(next!.id)).contract?.renewalOf).toBe(id);
    const twice = await post(id, { intent: "renew", agree: "on", termsHash: shown.renewal!.hash });
    expect(twice.status).toBe(409);
  });

  it("shows the customer's measured service over the contract", async () => {
    const customer = await addUser(database.db, "customer", "Meera Pillai");
    const cookie = await signedInCookie(database.db, { ...customer, role: "customer" });
    const { id } = await addContract(database.db, customer, { startsOn: addDays(indiaDay(new Date()), -10) });
    await openTicket(database.db, customer, { at: new Date(Date.now() - 2 * 86_400_000) });

    const answer = await call(contractList.loader, get("/account/contracts", cookie));
    const [shown] = (answer.data as { contracts: CustomerContractSummary[] }).contracts;
    expect(shown?.id).toBe(id);
    expect(shown?.service?.figures.opened).toBe(1);
    // Unanswered: its first response is either still within its time or already missed.
    const first = shown?.service?.figures.firstResponse;
    expect((first?.due ?? 0) + (first?.pending ?? 0)).toBe(1);
    expect(shown?.usage).toMatchObject({ visitsUsed: 0, devicesCovered: 0, deviceLimit: 10 });
    expect(shown?.nextBilling?.amountPaise).toBe(1_999_00);
  });
});
