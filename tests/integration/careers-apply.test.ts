// The public application form of /careers/{id} against PGlite and PostgreSQL, through the
// form pipeline as the routes run it: an application stored with its résumé, 'submitted' event,
// contact-by date and both emails; the multipart edge cases (wrong magic bytes, oversized, several
// files, no résumé, a path-traversal name, a truncated body); the same form posted twice; a second
// application within 30 days recognised; a closed opening; the honeypot; the per-address rate limit;
// the script path's JSON answers; the page's three states.
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApplySection } from "~/components/careers/apply-section";
import { applicationClosed, applicationFormCopy } from "~/content/careers-apply";
import { careerOpeningPage } from "~/content/career-opening";
import { importedOpenings as jobs } from "../fixtures/imported-2026-11/openings";
import { site } from "~/content/site";
import { emailOutbox, jobApplicationEvents, jobApplications, storedFiles } from "~/db/schema";
import type { ApplicationActionData } from "~/lib/careers/apply-form";
import { applicationForm, applicationRateLimit } from "~/lib/careers/apply.server";
import { applicationContactBy } from "~/lib/careers/contact-by";
import { getEnv } from "~/lib/env.server";
import {
  ANONYMOUS_CACHE_HEADER,
  ANONYMOUS_CACHE_SECONDS,
  anonymousPageHeaders,
  KEPT_PAGE_STAMPS_HEADER,
} from "~/lib/http/anonymous-cache";
import type { Outcome } from "~/lib/forms/outcome";
import { handleForm } from "~/lib/forms/pipeline.server";
import { MIB } from "~/lib/uploads/kinds";
import * as applyRoute from "~/routes/career-apply";
import * as openingPage from "~/routes/career-opening";
import { refusedSamples, samples } from "../support/file-samples";
import { multipartBody, type Part } from "../support/multipart";
import { zipBombDocx } from "../support/zip-bomb";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { routeContext } from "./support/routes";

const env = getEnv();
const opening = jobs.find((job) => job.id === "full-stack-developer")!;
// Friday 2026-11-20, 15:00 IST: the opening (deadline 2026-12-15) takes applications.
const FRIDAY = new Date("2026-11-20T09:30:00Z");

/** Two Word documents of 200 MiB of zeros: one whose headers say 1 KB, one that says so honestly. */
let zipBombs: Promise<Uint8Array[]> | undefined;
const bombs = () => {
  zipBombs ??= Promise.all([zipBombDocx(200 * MIB, 1024), zipBombDocx(200 * MIB)]);
  return zipBombs;
};

type Resume = { fileName: string; bytes: Uint8Array; contentType?: string };

function fields(overrides: Record<string, string> = {}) {
  return {
    submissionId: crypto.randomUUID(),
    fullName: "Meera Pillai",
    email: "meera@example.test",
    phone: "+91 98470 12345",
    currentLocation: "Kochi, Kerala",
    yearsExperience: "3",
    noticePeriod: "30 days",
    profileUrl: "https://github.com/meera",
    coverNote: "I built the booking system of a Kochi clinic; it still runs.",
    consent: "on",
    website: "",
    ...overrides,
  };
}

const pdf = (fileName = "Meera CV.pdf"): Resume => ({ fileName, bytes: samples.pdf, contentType: "application/pdf" });

function post(values: Record<string, string>, files: readonly Resume[] = [pdf()], path = `/careers/${opening.id}`) {
  const parts: Part[] = [
    ...Object.entries(values).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: "resume", ...file })),
  ];
  const { body, contentType } = multipartBody(parts);
  return { body, contentType, path };
}

function toRequest({ body, contentType, path }: ReturnType<typeof post>, cut = 0) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: cut ? body.subarray(0, body.length - cut) : body,
    headers: { "user-agent": "integration-test", "content-type": contentType },
  });
}

describe.each(databaseKinds)("job applications on %s", (kind) => {
  let database: TestDatabase;
  let address = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { poolSize: 4 });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** Each call from its own address unless given one, so the rate limit only bites where tested. */
  function apply(
    values: Record<string, string>,
    files?: readonly Resume[],
    { now = FRIDAY, clientAddress = `203.0.113.${++address}`, cut = 0 } = {},
  ) {
    return handleForm(applicationForm(opening, { now: () => now }), {
      request: toRequest(post(values, files), cut),
      db: database.db,
      clientAddress,
      env,
      session: async () => null,
    }) as Promise<Outcome<ApplicationActionData>>;
  }

  const applicationsOf = (email: string) =>
    database.db.select().from(jobApplications).where(eq(jobApplications.email, email));
  const resumesOf = (id: number) =>
    database.db
      .select({ fileName: storedFiles.fileName, kind: storedFiles.kind, size: storedFiles.size })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerKind, "job-application"), eq(storedFiles.ownerId, String(id))));
  /** Every stored résumé's id: what a refused post must leave as it was. */
  const allResumes = async () =>
    (
      await database.db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.ownerKind, "job-application"))
    )
      .map((file) => file.id)
      .sort();
  const mailsTo = (to: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

  it("stores an application: the row, its résumé, the 'submitted' event, contact-by and both emails", async () => {
    const outcome = await apply(fields({ email: " Meera@Example.TEST " }));
    expect(outcome).toMatchObject({ type: "redirect", location: `/careers/${opening.id}?applied=1#apply` });
    const [row] = await applicationsOf("meera@example.test");
    expect(row).toMatchObject({
      openingId: opening.id,
      fullName: "Meera Pillai",
      phone: "+91 98470 12345",
      yearsExperience: 3,
      noticePeriod: "30 days",
      profileUrl: "https://github.com/meera",
      stage: "new",
      repeatCount: 0,
      ipAddress: expect.stringMatching(/^203\.0\.113\./),
    });
    expect(row!.consentedAt.toISOString()).toBe(FRIDAY.toISOString());
    // The end of the 5th Kerala business day after Friday: the next Friday, 18:00 IST.
    expect(row!.contactBy.toISOString()).toBe("2026-11-27T12:30:00.000Z");
    expect(await resumesOf(row!.id)).toEqual([{ fileName: "Meera CV.pdf", kind: "pdf", size: samples.pdf.byteLength }]);
    const events = await database.db
      .select()
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, row!.id));
    expect(events.map((event) => event.kind)).toEqual(["submitted"]);

    const [ack] = await mailsTo("meera@example.test");
    // A reply (the email offers one, to ask for deletion) reaches HR, not the general inbox.
    expect(ack).toMatchObject({ kind: "application.acknowledgement", replyTo: site.careersEmail });
    expect(ack!.textBody).toContain("within 5 business days");
    expect(ack!.textBody).toContain("27 November 2026");
    // The applicant's email never echoes the cover note (the address is unverified).
    expect(ack!.textBody).not.toContain("booking system");
    expect(events[0]!.outboxId).toBe(ack!.id);
    const hr = (await mailsTo(env.HR_EMAIL)).find((mail) => mail.subject.includes(`#${row!.id}:`));
    expect(hr).toMatchObject({ kind: "application.hr", replyTo: "meera@example.test" });
    expect(hr!.textBody).toContain("booking system");
    expect(hr!.textBody).toContain(`/staff/applications/${row!.id}`);
  });

  it("stores one application when the same form is posted twice", async () => {
    const form = fields({ email: "twice@example.test" });
    const [first, second] = await Promise.all([apply(form), apply(form)]);
    expect(first.type).toBe("redirect");
    expect(second.type).toBe("redirect");
    expect(await applicationsOf("twice@example.test")).toHaveLength(1);
    expect(await mailsTo("twice@example.test")).toHaveLength(1);
  });

  it("recognises a second application to the same opening within 30 days: no second row, a 'repeated' event, the newer résumé kept beside the first, a clear email", async () => {
    const email = "again@example.test";
    const DAY = 24 * 60 * 60_000;
    // Saturday 2026-10-31, 15:00 IST; the opening's deadline (2026-12-15) leaves room for 31 days more.
    const first = new Date(FRIDAY.getTime() - 20 * DAY);
    await apply(fields({ email }), undefined, { now: first });
    const later = new Date(first.getTime() + 10 * DAY);
    const newer: Resume = { fileName: "cv-2026.docx", bytes: samples.docx };
    const outcome = await apply(fields({ email, coverNote: "Updated CV attached." }), [newer], { now: later });
    // The page answers exactly as for a first application (it must not tell a stranger who applied).
    expect(outcome).toMatchObject({ type: "redirect", location: `/careers/${opening.id}?applied=1#apply` });
    const rows = await applicationsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ repeatCount: 1, coverNote: expect.stringContaining("booking system") });
    expect(rows[0]!.lastRepeatedAt?.toISOString()).toBe(later.toISOString());
    expect(rows[0]!.updatedAt.toISOString()).toBe(later.toISOString());
    // HR's promise runs from the first application.
    expect(rows[0]!.contactBy.toISOString()).toBe(applicationContactBy(first).toISOString());
    expect((await resumesOf(rows[0]!.id)).map((file) => file.fileName)).toEqual(["Meera CV.pdf", "cv-2026.docx"]);
    const events = await database.db
      .select()
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, rows[0]!.id));
    expect(events.map((event) => [event.kind, event.toValue])).toEqual([
      ["submitted", "new"],
      ["repeated", "resume-added"],
    ]);
    expect(events[1]!.body).toBe("Updated CV attached.");
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["application.acknowledgement", "application.repeat"]);
    const repeat = mails.find((mail) => mail.kind === "application.repeat")!;
    expect(repeat.textBody).toContain("31 October 2026");
    expect(repeat.replyTo).toBe(site.careersEmail);

    // The same résumé again is not stored again; after 30 days it is a new application.
    await apply(fields({ email }), [newer], { now: new Date(later.getTime() + 60_000) });
    expect(await resumesOf(rows[0]!.id)).toHaveLength(2);
    await apply(fields({ email }), undefined, { now: new Date(first.getTime() + 31 * DAY) });
    expect(await applicationsOf(email)).toHaveLength(2);
  });

  it("refuses wrong magic bytes at the résumé field (an EXE named .pdf, a ZIP named .docx), keeping what was typed", async () => {
    for (const file of [
      { fileName: "cv.pdf", bytes: refusedSamples.exe, contentType: "application/pdf" },
      { fileName: "cv.docx", bytes: refusedSamples.zip },
      { fileName: "photo.pdf", bytes: samples.png },
    ]) {
      const outcome = await apply(fields({ email: "magic@example.test" }), [file]);
      expect(outcome).toMatchObject({ type: "data", status: 400 });
      if (outcome.type !== "data") return;
      expect(outcome.body.fieldErrors.resume).toMatch(/is not a PDF or Word \(DOCX\) file/);
      expect(outcome.body.values.fullName).toBe("Meera Pillai");
    }
    expect(await applicationsOf("magic@example.test")).toEqual([]);
  });

  it("refuses a Word document that inflates past its word (a zip bomb), within the upload's time, storing nothing", async () => {
    const filesBefore = await allResumes();
    for (const bytes of await bombs()) {
      const started = performance.now();
      const outcome = await apply(fields({ email: "bomb@example.test" }), [{ fileName: "cv.docx", bytes }]);
      const ms = performance.now() - started;
      expect(outcome).toMatchObject({ type: "data", status: 400 });
      if (outcome.type === "data")
        expect(outcome.body.fieldErrors.resume).toMatch(/is not a PDF or Word \(DOCX\) file/);
      // Stopped early, not after inflating 200 MiB (far within REQUEST_TIMEOUT_MS).
      expect(ms).toBeLessThan(3_000);
    }
    expect(await applicationsOf("bomb@example.test")).toEqual([]);
    expect(await allResumes()).toEqual(filesBefore);
  });

  it("takes a real résumé whatever its name and Content-Type say, stored under a name that fits its bytes", async () => {
    const email = "misnamed@example.test";
    await apply(fields({ email }), [{ fileName: "cv.pdf", bytes: samples.docx, contentType: "image/png" }]);
    const [row] = await applicationsOf(email);
    expect(await resumesOf(row!.id)).toEqual([
      { fileName: "cv.pdf.docx", kind: "docx", size: samples.docx.byteLength },
    ]);
  });

  it("refuses a résumé over 5 MB with 413 and a clear message, storing nothing", async () => {
    const big = new Uint8Array(5 * MIB + 1);
    big.set(samples.pdf);
    const filesBefore = await allResumes();
    const outcome = await apply(fields({ email: "big@example.test" }), [{ fileName: "big.pdf", bytes: big }]);
    expect(outcome).toMatchObject({ type: "data", status: 413 });
    if (outcome.type === "data") expect(outcome.body.message).toMatch(/larger than 5 MB, so nothing was sent/);
    expect(await applicationsOf("big@example.test")).toEqual([]);
    expect(await allResumes()).toEqual(filesBefore);
  });

  it("asks for one résumé when several files or none are sent", async () => {
    const filesBefore = await allResumes();
    const several = await apply(fields({ email: "several@example.test" }), [pdf(), pdf("second.pdf")]);
    expect(several).toMatchObject({
      type: "data",
      status: 400,
      body: { fieldErrors: { resume: "Please choose only one file." } },
    });
    const none = await apply(fields({ email: "none@example.test" }), []);
    expect(none).toMatchObject({
      type: "data",
      status: 400,
      body: { fieldErrors: { resume: "Please choose a file." } },
    });
    expect(await applicationsOf("several@example.test")).toEqual([]);
    expect(await applicationsOf("none@example.test")).toEqual([]);
    expect(await allResumes()).toEqual(filesBefore);
  });

  it("keeps only a safe last segment of a path-traversal file name", async () => {
    for (const [index, [fileName, stored]] of [
      ["../../etc/passwd", "passwd.pdf"],
      ["..\\..\\Windows\\win.ini", "win.ini.pdf"],
      ["/var/www/../../cv.pdf", "cv.pdf"],
    ].entries()) {
      const email = `traversal${index}@example.test`;
      await apply(fields({ email }), [pdf(fileName)]);
      const [row] = await applicationsOf(email);
      const [file] = await resumesOf(row!.id);
      expect(file!.fileName, fileName).toBe(stored);
    }
  });

  it("answers 400 to a body cut off before its closing boundary or inside the résumé, storing nothing", async () => {
    const filesBefore = await allResumes();
    // Only the closing boundary missing; then cut inside the résumé's bytes (its part is last).
    for (const cut of [40, 100]) {
      const outcome = await apply(fields({ email: "cut@example.test" }), [pdf()], { cut });
      expect(outcome, `cut ${cut}`).toMatchObject({ type: "data", status: 400 });
    }
    expect(await applicationsOf("cut@example.test")).toEqual([]);
    expect(await mailsTo("cut@example.test")).toEqual([]);
    expect(await allResumes()).toEqual(filesBefore);
  });

  it("shows the field messages with what was typed, and asks for the résumé again", async () => {
    const outcome = await apply(fields({ email: "not-an-email", consent: "", profileUrl: "http://insecure.test" }));
    expect(outcome).toMatchObject({ type: "data", status: 400 });
    if (outcome.type !== "data") return;
    expect(outcome.body.fieldErrors).toMatchObject({
      email: "Invalid email address",
      consent: expect.stringContaining("12 months"),
      profileUrl: expect.stringContaining("https://"),
      resume: expect.stringContaining("choose them again"),
    });
    expect(outcome.body.values.fullName).toBe("Meera Pillai");
  });

  it("refuses applications after the deadline, judged in IST (410), and stores nothing", async () => {
    // 2026-12-16 00:10 IST is still 2026-12-15 in UTC.
    const outcome = await apply(fields({ email: "late@example.test" }), undefined, {
      now: new Date("2026-12-15T18:40:00Z"),
    });
    expect(outcome).toMatchObject({ type: "data", status: 410, body: { message: expect.stringContaining("closed") } });
    expect(await applicationsOf("late@example.test")).toEqual([]);
    const lastMinute = await apply(fields({ email: "late@example.test" }), undefined, {
      now: new Date("2026-12-15T18:20:00Z"),
    });
    expect(lastMinute.type).toBe("redirect");
  });

  it("answers a filled honeypot like a success, storing and sending nothing", async () => {
    const outcome = await apply(fields({ email: "bot@example.test", website: "https://spam.test" }));
    expect(outcome).toMatchObject({ type: "redirect" });
    expect(await applicationsOf("bot@example.test")).toEqual([]);
    expect(await mailsTo("bot@example.test")).toEqual([]);
  });

  it("limits applications per address (429 with Retry-After); typing mistakes are free", async () => {
    const clientAddress = "198.51.100.77";
    const limit = Math.floor(applicationRateLimit.limit * env.RATE_LIMIT_MULTIPLIER);
    await apply(fields({ email: "" }), undefined, { clientAddress });
    for (let index = 0; index < limit; index++) {
      const outcome = await apply(fields({ email: `limit${index}@example.test` }), undefined, { clientAddress });
      expect(outcome.type).toBe("redirect");
    }
    const refused = await apply(fields({ email: "limit-over@example.test" }), undefined, { clientAddress });
    expect(refused).toMatchObject({ type: "data", status: 429 });
    if (refused.type === "data") expect(Number(refused.headers?.get("Retry-After"))).toBeGreaterThan(0);
    expect(await applicationsOf("limit-over@example.test")).toEqual([]);
  });

  it("answers the script path with JSON: where to go next, or the messages", async () => {
    const context = routeContext(database.db, "192.0.2.200");
    const call = async (values: Record<string, string>, files?: readonly Resume[]) => {
      const request = toRequest(post(values, files, `/careers/${opening.id}/apply`));
      const response = (await applyRoute.action({ request, context, params: { id: opening.id } } as never)) as Response;
      return { status: response.status, body: await response.json(), cache: response.headers.get("Cache-Control") };
    };
    // Today's real date: the opening's deadline lies ahead (content.test.ts keeps deadlines in Dec–Jan).
    const ok = await call(fields({ email: "script@example.test" }));
    expect(ok).toEqual({
      status: 200,
      body: { redirect: `/careers/${opening.id}?applied=1#apply` },
      cache: "no-store",
    });
    const wrong = await call(fields({ email: "script2@example.test" }), [
      { fileName: "cv.pdf", bytes: refusedSamples.exe },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.resume).toMatch(/is not a PDF/);
    const unknown = (await applyRoute.action({
      request: toRequest(post(fields(), undefined, "/careers/nope/apply")),
      context,
      params: { id: "nope" },
    } as never)) as Response;
    expect(unknown.status).toBe(404);
  });

  it("renders the same page for every visitor (the key is made in the browser), which the server keeps only while the openings and posts it shows are unchanged", async () => {
    const context = routeContext(database.db);
    const load = (search = "") => {
      const url = new URL(`http://localhost/careers/${opening.id}${search}`);
      return openingPage.loader({ request: new Request(url), context, params: { id: opening.id }, url } as never);
    };
    const first = await load();
    expect(first.data.state).toBe("open");
    expect(JSON.stringify(await load())).toBe(JSON.stringify(first));
    expect((await load("?applied=1")).data).toMatchObject({ state: "applied" });
    const loaderHeaders = new Headers(first.init?.headers);
    const headers = openingPage.headers({
      actionHeaders: new Headers(),
      loaderHeaders,
      parentHeaders: new Headers(anonymousPageHeaders()),
    } as never) as Headers;
    expect(headers.get(ANONYMOUS_CACHE_HEADER)).toBe(String(ANONYMOUS_CACHE_SECONDS));
    const stamps = headers.get(KEPT_PAGE_STAMPS_HEADER)?.split(",").sort();
    expect(stamps).toEqual([
      expect.stringMatching(/^openings=[0-9a-f]{32}$/),
      expect.stringMatching(/^posts=[0-9a-f]{32}$/),
    ]);
  });

  it("after the deadline the page says the opening is closed: no form, and no invitation to apply by email", async () => {
    const context = routeContext(database.db);
    // A client-side navigation's data request carries the static regions' HTML.
    const load = async () => {
      const url = new URL(`http://localhost/careers/${opening.id}`);
      const request = new Request(`http://localhost/careers/${opening.id}.data`);
      return (await openingPage.loader({ request, context, params: { id: opening.id }, url } as never)).data;
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-12-15T18:20:00Z")); // 23:50 IST on the last day: still open
      const open = await load();
      expect(open.state).toBe("open");
      expect(open.regions.top.html).toContain(careerOpeningPage.applyButton);
      vi.setSystemTime(new Date("2026-12-15T18:40:00Z")); // 00:10 IST the next day: closed
      const closed = await load();
      expect(closed.state).toBe("closed");
      expect(closed.regions.top.html).not.toContain(careerOpeningPage.applyButton);
      expect(closed.regions.top.html).not.toContain("mailto:");
      const section = renderToStaticMarkup(
        createElement(ApplySection, {
          opening: closed.opening,
          words: closed.applyWords,
          formWords: closed.formWords,
          state: closed.state,
        }),
      );
      expect(section).toContain(applicationClosed.heading);
      expect(section).toContain("15 December 2026");
      expect(section).not.toContain("<form");
      expect(section).not.toContain(applicationFormCopy.submit);
    } finally {
      vi.useRealTimers();
    }
  });

  it("without a key, recognises the same application posted twice and still stores a different one", async () => {
    const { submissionId: _none, ...withoutKey } = fields({ email: "nokey@example.test" });
    const clientAddress = "198.51.100.7";
    const [first, second] = await Promise.all([
      apply(withoutKey, undefined, { clientAddress }),
      apply(withoutKey, undefined, { clientAddress }),
    ]);
    expect(first.type).toBe("redirect");
    expect(second.type).toBe("redirect");
    const [row] = await applicationsOf("nokey@example.test");
    expect(await mailsTo("nokey@example.test")).toHaveLength(1);
    // Changed answers are another post: recognised as a second application, not dropped as a double post.
    await apply({ ...withoutKey, coverNote: "Also: I speak Malayalam and Tamil." }, undefined, { clientAddress });
    expect(await applicationsOf("nokey@example.test")).toHaveLength(1);
    const events = await database.db
      .select({ kind: jobApplicationEvents.kind })
      .from(jobApplicationEvents)
      .where(eq(jobApplicationEvents.applicationId, row!.id));
    expect(events.map((event) => event.kind)).toContain("repeated");
  });
});
