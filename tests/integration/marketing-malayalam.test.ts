// The AMC plans in Malayalam beyond their text: a plan request posted from a /ml page is answered in
// Malayalam and stays under /ml (toast, redirect, the sign-in detour), and the pages hand their
// islands the Malayalam words and /ml paths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metaTags } from "~/lib/meta";
import { planRequestCopy } from "~/content/plan-request-form.ml";
import { plans } from "~/content/plans.ml";
import { plansSections } from "~/content/sections.ml";
import { addUser, signedInCookie } from "~/testing/factories.server";
import { getEnv } from "~/lib/env.server";
import { planChooserWords as malayalamChooserWords } from "~/lib/plan-requests/chooser-words-ml";
import { takeFlash } from "~/lib/toast/flash.server";
import * as amcPlansRoute from "~/routes/amc-plans";
import * as planRequestsRoute from "~/routes/plan-requests";
import { shouldRevalidate } from "~/routes/site-layout";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { callRoute, formPost, routeContext } from "./support/routes";

let database: TestDatabase;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  const customer = await addUser(database.db, "customer", "Sreedevi Amma");
  cookie = await signedInCookie(database.db, customer);
});

afterAll(async () => {
  await database.destroy();
});

/** A plan request as the dialog on a Malayalam page posts it, and the redirect and toast it answers with. */
async function postFromMalayalamPage(fields: Record<string, string>, headers: Record<string, string> = { cookie }) {
  const request = formPost("/ml/plan-requests", fields, { origin: "http://localhost", ...headers });
  const result = await planRequestsRoute.action({
    request,
    context: routeContext(database.db),
    params: {},
    url: new URL(request.url),
  } as never);
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  const setCookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";", 1)[0])
    .join("; ");
  const { flash } = await takeFlash(new Request("http://localhost/", { headers: { cookie: setCookie } }), {
    secret: getEnv().APP_SECRET,
    secure: false,
  });
  return { location: response.headers.get("Location"), flash };
}

describe("a plan request from a Malayalam page", () => {
  it("is confirmed in Malayalam, back on the Malayalam page without ?plan=", async () => {
    const answer = await postFromMalayalamPage({ planId: "starter", note: "", returnTo: "/ml/amc-plans?plan=starter" });
    expect(answer.location).toBe("/ml/amc-plans");
    expect(answer.flash).toMatchObject({ type: "success" });
    expect(answer.flash?.message).toContain("സ്റ്റാർട്ടർ AMC പ്ലാനിനായുള്ള നിങ്ങളുടെ അപേക്ഷ ലഭിച്ചു");
  });

  it("stays under /ml even when the page it names is English", async () => {
    const answer = await postFromMalayalamPage({ planId: "professional", note: "", returnTo: "/" });
    expect(answer.location).toBe("/ml");
  });

  it("says what is wrong in Malayalam", async () => {
    const answer = await postFromMalayalamPage({ planId: "starter", note: "n".repeat(1001), returnTo: "/ml" });
    expect(answer).toMatchObject({ location: "/ml", flash: { type: "error", message: planRequestCopy.noteTooLong } });
  });

  it("sends a signed-out visitor to the Malayalam sign-in, which comes back to the Malayalam plans", async () => {
    const answer = await postFromMalayalamPage({ planId: "starter", note: "" }, {});
    expect(answer.location).toBe("/ml/login?redirectTo=%2Fml%2Famc-plans&plan=starter");
  });

  it("sends a GET to the Malayalam plans page", async () => {
    const result = await planRequestsRoute.loader({ url: new URL("http://localhost/ml/plan-requests") } as never);
    expect(result.headers.get("Location")).toBe("/ml/amc-plans");
  });

  it("reloads the site layout afterwards, so its toast shows", () => {
    const reload = shouldRevalidate({
      formAction: "/ml/plan-requests",
      currentUrl: new URL("http://localhost/ml/amc-plans"),
      nextUrl: new URL("http://localhost/ml/amc-plans"),
      defaultShouldRevalidate: true,
    } as never);
    expect(reload).toBe(true);
  });
});

describe("the Malayalam AMC plans page", () => {
  it("gives the plan dialogs Malayalam words and Malayalam return paths, and names its /ml URL", async () => {
    const request = new Request("http://localhost/ml/amc-plans");
    const { data } = await callRoute<{
      meta: { tagName?: string; rel?: string; href?: string }[];
      chooser: { returnTo: string; words?: unknown };
    }>(async (args: never) => amcPlansRoute.loader(args), request, routeContext(database.db));
    expect(data.chooser.returnTo).toBe("/ml/amc-plans");
    // The dialogs' words come with their code, one file per language, not in the page's data.
    expect(data.chooser.words).toBeUndefined();
    expect(malayalamChooserWords.plans.map((plan) => plan.name)).toEqual(plans.map((plan) => plan.name));
    expect(malayalamChooserWords.signIn.title).toBe(plansSections.dialog.title);
    expect(malayalamChooserWords.request.confirm).toBe(planRequestCopy.confirm);
    const canonical = (metaTags(data.meta as never) as Record<string, string>[]).find((tag) => tag.rel === "canonical");
    expect(canonical?.href).toMatch(/\/ml\/amc-plans$/);
  });
});
