// The technician's steps on a visit, against PGlite and PostgreSQL: only the assigned technician (or
// an admin) takes them, another technician finds nothing (404); the times are the server's; set off
// queues the customer's email; arrived then finish needs the customer's acknowledgement; finishing
// schedules the service report; a replayed submission records once; a photo that is not a picture is
// refused by content; a remote health check finishes without a signature; remote checks nobody has
// are listed on today's page to take (once: taking twice changes nothing, the second taker is told
// who has it), and staff give one to a technician on its page.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueJobs, emailOutbox, storedFiles, visitEvents, visits } from "~/db/schema";
import type { CaseFormEnv } from "~/lib/casework/case-form.server";
import { getEnv } from "~/lib/env.server";
import { type FormDefinition, handleForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { fieldPhotoForm, fieldVisitForm, takeRemoteCheckForm } from "~/lib/visits/field-actions.server";
import { visitActionForm } from "~/lib/visits/staff-actions.server";
import {
  arriveAtVisit,
  fieldVisitPage,
  fieldVisitPhoto,
  finishVisit,
  setOffToVisit,
  todaysVisits,
} from "~/lib/visits/field.server";
import { VISIT_REPORT_JOB_KIND } from "~/lib/visits/visits.server";
import { addContract, addUser, addVisit, openTicket } from "~/testing/factories.server";
import { refusedSamples, samples } from "../support/file-samples";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { formPost } from "./support/routes";

const env = getEnv();
type Answer = { type: string; status?: number; location?: string; body?: { message?: string; fieldErrors?: object } };
const HOUR = 3_600_000;
const noProgress = { done: [], workNotes: null, partsUsed: null, fixed: null };

describe.each(databaseKinds)("a technician's visit steps on %s", (kind) => {
  let database: TestDatabase;
  let tech: StaffUser;
  let other: StaffUser;
  let admin: StaffUser;
  let customer: { id: number; email: string; fullName: string };
  let ticketId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    tech = { ...(await addUser(database.db, "staff", "Field Tech")), role: "staff" };
    other = { ...(await addUser(database.db, "staff", "Other Tech")), role: "staff" };
    admin = { ...(await addUser(database.db, "admin", "Site Admin")), role: "admin" };
    customer = await addUser(database.db, "customer", "Meera Pillai");
    ticketId = (await openTicket(database.db, customer)).id;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const book = async (technicianId = tech.id, startsAt = new Date(Date.now() + HOUR)) =>
    (
      await addVisit(database.db, customer, {
        ticketId,
        kind: "repair",
        siteAddress: "TC 15/1234, Vazhuthacaud",
        siteArea: "Thiruvananthapuram",
        technicianId,
        windowStartsAt: startsAt,
        windowEndsAt: new Date(startsAt.getTime() + 2 * HOUR),
      })
    ).id;
  const visit = async (id: number) => (await database.db.select().from(visits).where(eq(visits.id, id)))[0]!;
  const events = async (id: number) =>
    (await database.db.select().from(visitEvents).where(eq(visitEvents.visitId, id))).map((event) => event.kind);
  const post = (definition: FormDefinition<unknown, CaseFormEnv>, request: Request) =>
    handleForm(definition as never, {
      request,
      db: database.db,
      clientAddress: "198.51.100.7",
      env,
      session: async () => tech,
    }) as Promise<Answer>;
  const act = (id: number, fields: Record<string, string>, actor: StaffUser = tech) =>
    post(
      fieldVisitForm(actor, id, "on_site") as never,
      formPost(`/staff/visits/today/${id}`, { submissionId: randomUUID(), ...fields }, { origin: env.PUBLIC_URL }),
    );

  it("takes the steps of the assigned technician only, at the server's times, and emails the set off", async () => {
    const id = await book();
    // Another technician (not an admin) finds nothing: the page and every step are a 404.
    expect(await fieldVisitPage(database.db, other, id)).toBeNull();
    expect(await setOffToVisit(database.db, other, id, { submissionId: randomUUID() })).toEqual({ outcome: "missing" });
    expect(await act(id, { intent: "arrived" }, other)).toMatchObject({ status: 404 });
    expect(await fieldVisitPage(database.db, admin, id)).not.toBeNull();

    const before = Date.now();
    const key = randomUUID();
    expect(await setOffToVisit(database.db, tech, id, { submissionId: key })).toEqual({ outcome: "changed" });
    // The same form again (an offline copy sent twice) records nothing more.
    expect(await setOffToVisit(database.db, tech, id, { submissionId: key })).toEqual({ outcome: "duplicate" });
    const setOff = await visit(id);
    expect(setOff.status).toBe("on_the_way");
    expect(setOff.setOffAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(setOff.setOffAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "visit.set_off"), eq(emailOutbox.toAddress, customer.email)));
    expect(mails).toHaveLength(1);
    const [setOffEvent] = await database.db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, id), eq(visitEvents.kind, "set_off")));
    expect(setOffEvent?.outboxId).toBe(mails[0]?.id);

    // Finishing before arriving does not fit the visit.
    const early = await finishVisit(
      database.db,
      tech,
      id,
      { progress: noProgress, acknowledgement: { signerName: "Meera", signaturePng: null } },
      { submissionId: randomUUID() },
    );
    expect(early).toEqual({ outcome: "invalid" });

    expect(await act(id, { intent: "arrived" })).toMatchObject({ type: "redirect" });
    expect((await visit(id)).status).toBe("on_site");
    expect((await visit(id)).arrivedAt).not.toBeNull();
    expect(await events(id)).toEqual(["created", "set_off", "arrived"]);
  });

  it("arrives straight from booked, saves progress, and finishes only with the customer's acknowledgement", async () => {
    const id = await book();
    expect(await arriveAtVisit(database.db, tech, id, { submissionId: randomUUID() })).toEqual({ outcome: "changed" });
    expect((await visit(id)).setOffAt).toBeNull();

    const progress = await act(id, {
      intent: "progress",
      done: "0",
      workNotes: "Replaced the fan.",
      partsUsed: "CPU fan\n\n  Thermal paste ",
      fixed: "yes",
    });
    expect(progress).toMatchObject({ type: "redirect" });
    const saved = await visit(id);
    expect(saved.checklist.map((line) => line.done)).toEqual([true, false, false, false, false]);
    expect(saved).toMatchObject({ workNotes: "Replaced the fan.", partsUsed: "CPU fan\nThermal paste", fixed: true });

    // No signer's name: the form answers at the field and nothing changes.
    const unsigned = await act(id, { intent: "finish", done: "0", signerName: "" });
    expect(unsigned).toMatchObject({ status: 400, body: { fieldErrors: { signerName: expect.any(String) } } });
    // A "signature" that is not a PNG is refused by its bytes.
    const notPng = await act(id, {
      intent: "finish",
      signerName: "Meera Pillai",
      signature: `data:image/png;base64,${Buffer.from(samples.jpeg).toString("base64")}`,
    });
    expect(notPng).toMatchObject({ status: 400, body: { fieldErrors: { signature: expect.any(String) } } });
    expect((await visit(id)).status).toBe("on_site");

    const key = randomUUID();
    const fields = {
      intent: "finish",
      submissionId: key,
      done: "0",
      workNotes: "Replaced the fan.",
      fixed: "yes",
      signerName: "Meera Pillai",
      signature: `data:image/png;base64,${Buffer.from(samples.png).toString("base64")}`,
    };
    expect(await act(id, fields)).toMatchObject({ type: "redirect" });
    // Replayed (the offline copy): recorded once.
    expect(await act(id, fields)).toMatchObject({ type: "redirect" });
    const done = await visit(id);
    expect(done).toMatchObject({ status: "completed", signerName: "Meera Pillai", signatureMethod: "drawn" });
    expect(done.finishedAt).not.toBeNull();
    expect(done.signedAt).not.toBeNull();
    const [signature] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, done.signatureFileId!));
    expect(signature).toMatchObject({ ownerKind: "visit-signature", ownerId: String(id), kind: "png" });
    expect(await events(id)).toEqual(["created", "arrived", "note", "signed", "finished"]);
    const jobs = await database.db
      .select()
      .from(dueJobs)
      .where(and(eq(dueJobs.kind, VISIT_REPORT_JOB_KIND), eq(dueJobs.subjectId, String(id))));
    expect(jobs).toHaveLength(1);
    // Closed: no step changes it any more.
    expect(await setOffToVisit(database.db, tech, id, { submissionId: randomUUID() })).toEqual({ outcome: "invalid" });
  });

  it("takes a typed name as the acknowledgement", async () => {
    const id = await book();
    await arriveAtVisit(database.db, tech, id, { submissionId: randomUUID() });
    expect(await act(id, { intent: "finish", signerName: "  Ravi   Kumar " })).toMatchObject({ type: "redirect" });
    expect(await visit(id)).toMatchObject({
      status: "completed",
      signerName: "Ravi Kumar",
      signatureMethod: "typed",
      signatureFileId: null,
    });
  });

  it("adds photos checked by their content, once per submission", async () => {
    const id = await book();
    const photoPost = (parts: Parameters<typeof multipartBody>[0], actor: StaffUser = tech) => {
      const { body, contentType } = multipartBody(parts);
      return post(
        fieldPhotoForm(actor, id) as never,
        new Request(`${env.PUBLIC_URL}/staff/visits/today/${id}`, {
          method: "POST",
          headers: { "content-type": contentType, origin: env.PUBLIC_URL },
          body,
        }),
      );
    };
    const key = randomUUID();
    const photo = [
      { name: "submissionId", value: key },
      { name: "photos", fileName: "fan.jpg", bytes: samples.jpeg, contentType: "image/jpeg" },
    ];
    expect(await photoPost(photo)).toMatchObject({ type: "redirect" });
    expect(await photoPost(photo)).toMatchObject({ type: "redirect" });
    // An executable named like a picture is refused by what it is.
    const refused = await photoPost([
      { name: "submissionId", value: randomUUID() },
      { name: "photos", fileName: "photo.jpg", bytes: refusedSamples.exe, contentType: "image/jpeg" },
    ]);
    expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { photos: expect.any(String) } } });
    expect(
      await photoPost(photo.slice(1).concat([{ name: "submissionId", value: randomUUID() }]), other),
    ).toMatchObject({ status: 404 });
    const page = await fieldVisitPage(database.db, tech, id);
    expect(page?.photos.map((file) => file.fileName)).toEqual(["fan.jpg"]);
    // The download: the technician's, an admin's; another technician's is the 404 (null).
    const fileId = page!.photos[0]!.id;
    expect((await fieldVisitPhoto(database.db, tech, id, fileId))?.bytes).toEqual(samples.jpeg);
    expect(await fieldVisitPhoto(database.db, admin, id, fileId)).not.toBeNull();
    expect(await fieldVisitPhoto(database.db, other, id, fileId)).toBeNull();
  });

  it("lists the technician's day in window order with their due remote health checks, and finishes a remote one unsigned", async () => {
    const fresh = await addUser(database.db, "staff", "Day Tech");
    // Today in India: its midnight, as an instant; windows at 10:00 and 14:00 there.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const midnight = new Date(`${today}T00:00:00+05:30`);
    const later = await book(fresh.id, new Date(midnight.getTime() + 14 * HOUR));
    const sooner = await book(fresh.id, new Date(midnight.getTime() + 10 * HOUR));
    await book(tech.id, new Date(midnight.getTime() + 10 * HOUR));
    // Yesterday's is not today's.
    await book(fresh.id, new Date(midnight.getTime() - 10 * HOUR));
    const contract = await addContract(database.db, customer, { planId: "starter" });
    const remote = (
      await addVisit(database.db, customer, {
        contractId: contract.id,
        kind: "health_check",
        mode: "remote",
        scheduleKey: `health_check:${today}`,
        periodStartsOn: today,
        periodEndsOn: today,
        technicianId: fresh.id,
      })
    ).id;
    const day = await todaysVisits(database.db, fresh.id, new Date(midnight.getTime() + 8 * HOUR));
    expect(day.visits.map((row) => row.id)).toEqual([sooner, later]);
    expect(day.remote.map((row) => row.id)).toEqual([remote]);

    const freshActor: StaffUser = { ...fresh, role: "staff" };
    expect(await setOffToVisit(database.db, freshActor, remote, { submissionId: randomUUID() })).toEqual({
      outcome: "invalid",
    });
    const finished = await finishVisit(
      database.db,
      freshActor,
      remote,
      { progress: { ...noProgress, done: [0, 1, 2, 3, 4] }, acknowledgement: null },
      { submissionId: randomUUID() },
    );
    expect(finished).toEqual({ outcome: "changed" });
    expect(await visit(remote)).toMatchObject({ status: "completed", signatureMethod: null });
    expect((await visit(remote)).checklist.every((line) => line.done)).toBe(true);
  });

  it("offers the remote checks due today that nobody has; taking one makes it mine, once", async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const contract = await addContract(database.db, customer, { planId: "starter" });
    const check = async (key: string, periodStartsOn = today) =>
      (
        await addVisit(database.db, customer, {
          contractId: contract.id,
          kind: "health_check",
          mode: "remote",
          scheduleKey: key,
          periodStartsOn,
          periodEndsOn: today,
        })
      ).id;
    const open = await check("health_check:open");
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 24 * HOUR).toISOString().slice(0, 10);
    const notYet = await check("health_check:later", tomorrow);
    const unassigned = async (who: StaffUser) =>
      (await todaysVisits(database.db, who.id)).unassigned.map((row) => row.id);
    expect(await unassigned(tech)).toContain(open);
    expect(await unassigned(tech)).not.toContain(notYet);

    const take = (id: number, actor: StaffUser) =>
      post(
        takeRemoteCheckForm(actor) as never,
        formPost("/staff/visits/today", { intent: "take", visitId: String(id) }, { origin: env.PUBLIC_URL }),
      );
    expect(await take(open, tech)).toMatchObject({ type: "redirect", location: "/staff/visits/today" });
    expect((await visit(open)).technicianId).toBe(tech.id);
    expect((await todaysVisits(database.db, tech.id)).remote.map((row) => row.id)).toContain(open);
    expect(await unassigned(tech)).not.toContain(open);
    // Taking it again changes nothing; another technician is told who has it.
    expect(await take(open, tech)).toMatchObject({ type: "redirect" });
    const late = await take(open, other);
    expect(late).toMatchObject({ status: 409, body: { message: "Field Tech took that health check first." } });
    expect(await events(open)).toEqual(["created", "assigned"]);
    // An on-site visit is booked with a window, never taken.
    expect(await take(await book(), other)).toMatchObject({ status: 409 });

    // Staff give a check to a technician on its page, from the assignee the page showed.
    const assign = (id: number, fields: Record<string, string>) =>
      post(
        visitActionForm(admin, id) as never,
        formPost(`/staff/visits/${id}`, { intent: "assign", ...fields }, { origin: env.PUBLIC_URL }),
      );
    const stale = await assign(open, { assignee: String(other.id), expectedAssignee: "" });
    expect(stale).toMatchObject({ status: 409 });
    expect(await assign(open, { assignee: String(other.id), expectedAssignee: String(tech.id) })).toMatchObject({
      type: "redirect",
    });
    expect((await visit(open)).technicianId).toBe(other.id);
    expect(await assign(open, { assignee: String(customer.id), expectedAssignee: String(other.id) })).toMatchObject({
      status: 400,
    });
    const [assigned] = await database.db
      .select()
      .from(visitEvents)
      .where(
        and(eq(visitEvents.visitId, open), eq(visitEvents.kind, "assigned"), eq(visitEvents.toValue, "Other Tech")),
      );
    expect(assigned).toMatchObject({ fromValue: "Field Tech", internal: true });
  });
});
