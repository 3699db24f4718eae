// The device register worked by staff, against PGlite and PostgreSQL, through the pages' forms: a
// device added for a customer (and the refusals in the staff's words), edited, verified, retired,
// notes; the audit entries; coverage under the customer's contract; the list's filters; and the
// console's guard (a customer gets the 404 of an unknown URL), and the device's photo: uploaded or
// replaced through the page's multipart form, and served as a download.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, deviceEvents, devices, storedFiles } from "~/db/schema";
import type { CaseFormEnv } from "~/lib/casework/case-form.server";
import { replaceDevicePhoto } from "~/lib/devices/photos.server";
import { deviceActionForm, devicePhotoActionForm, newDeviceForm } from "~/lib/devices/staff-actions.server";
import { getStaffDevice, listStaffDevices } from "~/lib/devices/staff.server";
import { type DeviceActionData, deviceList, type NewDeviceActionData } from "~/lib/devices/staff-query";
import { getEnv } from "~/lib/env.server";
import { type FormDefinition, handleForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { uploadedFile } from "~/lib/uploads/multipart.server";
import { loader as deviceLoader } from "~/routes/staff/device";
import { loader as devicePhotoLoader } from "~/routes/staff/device-photo";
import { loader as devicesLoader } from "~/routes/staff/devices";
import { addContract, addUser, signedInCookie } from "~/testing/factories.server";
import { samples } from "../support/file-samples";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, consoleCookie, formPost, routeContext } from "./support/routes";

const env = getEnv();
type Answer<T> = { type: string; status?: number; location?: string; body?: T };

const router = {
  kind: "network",
  make: "TP-Link",
  model: "Archer C6",
  serialNumber: "",
  siteAddress: "TC 15/1234, Vazhuthacaud",
  siteArea: "Thiruvananthapuram",
  purchasedOn: "2025-01-10",
  warrantyEndsOn: "2027-01-09",
  notes: "",
  covered: "on",
};

describe.each(databaseKinds)("staff devices on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffUser;
  let customer: { id: number; email: string; fullName: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const member = await addUser(database.db, "staff", "Desk Member");
    staff = { ...member, role: "staff" };
    customer = await addUser(database.db, "customer", "Asha Nair");
    await addContract(database.db, customer, { planId: "starter" });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const request = <T>(definition: FormDefinition<unknown, CaseFormEnv>, path: string, fields: Record<string, string>) =>
    handleForm(definition as never, {
      request: formPost(path, fields, { origin: env.PUBLIC_URL }),
      db: database.db,
      clientAddress: "198.51.100.7",
      env,
      session: async () => staff,
    }) as Promise<Answer<T>>;
  const add = (fields: Record<string, string>) =>
    request<NewDeviceActionData>(newDeviceForm(staff) as never, "/staff/devices/new", { ...fields, intent: "save" });
  const act = (id: number, fields: Record<string, string>) =>
    request<DeviceActionData>(deviceActionForm(staff, id) as never, `/staff/devices/${id}`, fields);
  const idFrom = (location: string | undefined) => Number(/\/staff\/devices\/(\d+)$/.exec(location ?? "")?.[1]);
  const device = async (id: number) => (await database.db.select().from(devices).where(eq(devices.id, id)))[0]!;

  it("adds a device for a customer, refusing mistakes in the staff's words, and audits it", async () => {
    const refused = await add({
      ...router,
      customerEmail: "nobody@customer.test",
      kind: "toaster",
      make: "",
      purchasedOn: "2025-02-30",
      cameraChannels: "9999",
    });
    expect(refused).toMatchObject({
      type: "data",
      status: 400,
      body: {
        intent: "save",
        message: "The device was not saved. Please correct the fields marked below.",
        fieldErrors: {
          customerEmail: "No customer account has this email address",
          kind: "Choose the kind of device",
          make: "Make is required",
          purchasedOn: "Enter a date as YYYY-MM-DD",
        },
        values: { customerEmail: "nobody@customer.test", model: "Archer C6" },
      },
    });
    // A staff account is not a customer; a warranty cannot end before the purchase.
    const notCustomer = await add({
      ...router,
      kind: "network",
      customerEmail: staff.email,
      warrantyEndsOn: "2024-01-01",
    });
    expect(notCustomer.body?.fieldErrors).toEqual({
      customerEmail: "No customer account has this email address",
      warrantyEndsOn: "The warranty cannot end before the purchase date",
    });

    const added = await add({
      ...router,
      customerEmail: customer.email.toUpperCase(),
      kind: "recorder",
      make: "Hikvision",
      model: "DS-7608",
      cameraChannels: "8",
      diskGb: "2000",
      retentionDays: "30",
    });
    expect(added).toMatchObject({ type: "redirect" });
    const id = idFrom(added.location);
    expect(await device(id)).toMatchObject({
      userId: customer.id,
      kind: "recorder",
      make: "Hikvision",
      serialNumber: null,
      cameraChannels: 8,
      diskGb: 2000,
      retentionDays: 30,
      covered: true,
      verifiedAt: null,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "device.add"), eq(auditLog.subjectId, String(id))));
    expect(audit).toMatchObject({ actorUserId: staff.id, subjectType: "device" });
  });

  it("edits, verifies, notes and retires a device; each is in its history; coverage follows the contract's limit", async () => {
    const ids: number[] = [];
    for (const model of ["One", "Two", "Three"]) {
      const added = await add({ ...router, kind: "network", model, customerEmail: customer.email });
      ids.push(idFrom(added.location));
    }
    const [, , third] = ids as [number, number, number];

    // The starter plan covers two devices: the recorder of the first test and the first router.
    const page = (await getStaffDevice(database.db, third))!;
    expect(page.coverage).toMatchObject({ contract: { deviceLimit: 2 }, coveredCount: 2, inside: false });

    const edited = await act(third, {
      ...router,
      kind: "network",
      model: "Three",
      serialNumber: "SN-3",
      intent: "save",
    });
    expect(edited).toMatchObject({ type: "redirect", location: `/staff/devices/${third}` });
    expect((await device(third)).serialNumber).toBe("SN-3");
    const unchanged = await act(third, {
      ...router,
      kind: "network",
      model: "Three",
      serialNumber: "SN-3",
      intent: "save",
    });
    expect(unchanged).toMatchObject({ type: "redirect" });
    const invalid = await act(third, { ...router, kind: "network", model: "", intent: "save" });
    expect(invalid).toMatchObject({ status: 400, body: { fieldErrors: { model: "Model is required" } } });

    expect(await act(third, { intent: "verify" })).toMatchObject({ type: "redirect" });
    expect((await device(third)).verifiedById).toBe(staff.id);
    expect(await act(third, { intent: "note", note: "Checked against the invoice." })).toMatchObject({
      type: "redirect",
    });
    expect(await act(third, { intent: "note", note: "" })).toMatchObject({ status: 400 });
    expect(await act(third, { intent: "retire" })).toMatchObject({ type: "redirect" });
    expect(await device(third)).toMatchObject({ covered: false });
    // A retired device changes no more.
    expect(await act(third, { ...router, kind: "network", model: "Four", intent: "save" })).toMatchObject({
      status: 404,
    });

    const events = await database.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, third));
    expect(events.map((event) => event.kind)).toEqual(["created", "edited", "verified", "note", "retired"]);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(third)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["device.add", "device.edit", "device.verify", "device.retire"]),
    );
    // Retiring the third leaves the limit's count as it was.
    expect((await getStaffDevice(database.db, third))!.coverage).toMatchObject({ coveredCount: 2, inside: null });
  });

  it("lists devices by kind, verified, in use or retired, and by customer or device", async () => {
    const list = (search: string) => listStaffDevices(database.db, deviceList.parse(new URLSearchParams(search)));
    expect((await list("")).total).toBe(3);
    expect((await list("use=all")).total).toBe(4);
    expect((await list("use=retired")).rows.map((row) => row.model)).toEqual(["Three"]);
    expect((await list("kind=recorder")).rows.map((row) => row.make)).toEqual(["Hikvision"]);
    expect((await list("verified=yes&use=all")).total).toBe(1);
    expect((await list("verified=no")).total).toBe(3);
    expect((await list(`q=${encodeURIComponent("asha")}`)).total).toBe(3);
    expect((await list("q=ds-7608")).total).toBe(1);
    expect((await list("q=SN-3&use=all")).total).toBe(1);
    expect((await list("q=nobody")).total).toBe(0);
  });

  it("staff pages need the role: a customer gets the 404 of an unknown URL", async () => {
    const [row] = await database.db.select({ id: devices.id }).from(devices).limit(1);
    const cookie = await signedInCookie(database.db, { ...customer, role: "customer" });
    for (const [loader, path, params] of [
      [devicesLoader, "/staff/devices", {}],
      [deviceLoader, `/staff/devices/${row!.id}`, { id: String(row!.id) }],
    ] as const) {
      const request = new Request(`http://localhost${path}`, { headers: { cookie } });
      const answer = await behindConsole(loader as never)({
        request,
        context: routeContext(database.db),
        params,
      } as never).catch((thrown: unknown) => thrown);
      expect((answer as { init?: ResponseInit | null }).init?.status).toBe(404);
    }
  });

  it("shows the device's photo on its page and serves it to staff only, as a download", async () => {
    const id = idFrom((await add({ ...router, customerEmail: customer.email, model: "Pictured" })).location);
    const photo = uploadedFile({ kind: "png", fileName: "rack.png" }, samples.png);
    expect(await replaceDevicePhoto(database.db, staff, id, null, photo)).toEqual({ outcome: "changed" });
    const shown = (await getStaffDevice(database.db, id))?.photo;
    expect(shown).toMatchObject({ fileName: "rack.png", kind: "png" });
    const download = async (cookie: string, fileId = shown!.id) =>
      behindConsole(devicePhotoLoader as never)({
        request: new Request(`http://localhost/staff/devices/${id}/photo/${fileId}`, { headers: { cookie } }),
        context: routeContext(database.db),
        params: { id: String(id), fileId },
      } as never).catch((thrown: unknown) => thrown);
    const served = (await download(await consoleCookie(database.db, staff.id))) as Response;
    expect(served.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(samples.png);
    const asCustomer = await download(await signedInCookie(database.db, { ...customer, role: "customer" }));
    expect((asCustomer as { init?: ResponseInit | null }).init?.status).toBe(404);
  });

  it("takes a device's photo from the page's multipart form, replacing the one it had, and refuses what is not a picture", async () => {
    const id = idFrom((await add({ ...router, customerEmail: customer.email, model: "Photographed" })).location);
    const upload = (fileName: string, bytes: Uint8Array) => {
      const { body, contentType } = multipartBody([{ name: "photo", fileName, bytes, contentType: "image/png" }]);
      const headers = { "content-type": contentType, origin: env.PUBLIC_URL };
      return handleForm(devicePhotoActionForm(staff, id) as never, {
        request: new Request(`http://localhost/staff/devices/${id}`, { method: "POST", headers, body }),
        db: database.db,
        clientAddress: "198.51.100.7",
        env,
        session: async () => staff,
      }) as Promise<Answer<DeviceActionData>>;
    };
    const photos = () =>
      database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, String(id)));

    const fake = await upload("rack.png", new TextEncoder().encode("not a picture at all\n"));
    expect(fake).toMatchObject({ status: 400, body: { intent: "photo" } });
    expect(fake.body?.fieldErrors.photo).toBeTruthy();
    expect(await photos()).toEqual([]);

    expect(await upload("rack.png", samples.png)).toMatchObject({ type: "redirect", location: `/staff/devices/${id}` });
    expect(await upload("front.webp", samples.webp)).toMatchObject({ type: "redirect" });
    expect(await photos()).toMatchObject([{ ownerKind: "device", fileName: "front.webp", kind: "webp" }]);
    const edits = await database.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, id));
    expect(edits.filter((event) => event.kind === "edited")).toMatchObject([{ body: "photo" }, { body: "photo" }]);

    // A retired device changes no more: its photo stays as it was.
    await act(id, { intent: "retire" });
    expect(await upload("late.png", samples.png)).toMatchObject({ status: 404, body: { intent: "photo" } });
    expect(await photos()).toMatchObject([{ fileName: "front.webp" }]);
  });
});
