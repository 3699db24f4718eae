// The customer's device register on PGlite and PostgreSQL, through the route modules as a browser
// without JavaScript uses them (plain form posts): adding (and the form's refusals), editing, the
// contract's device limit, another customer's device as the site's 404, retiring, and the device's
// photo (multipart: checked by content and size, one per device, downloaded by its customer only).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceToasts } from "~/content/devices-customer";
import { deviceEvents, devices, storedFiles } from "~/db/schema";
import type { CustomerDeviceList } from "~/lib/devices/customer-view";
import type { DeviceActionData } from "~/lib/devices/device-form";
import { getEnv } from "~/lib/env.server";
import { MIB } from "~/lib/uploads/kinds";
import * as devicePage from "~/routes/account-device";
import * as devicePhoto from "~/routes/account-device-photo";
import * as deviceList from "~/routes/account-devices";
import { addContract, addUser, signedInCookie } from "~/testing/factories.server";
import { samples } from "../support/file-samples";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callPage, formPost, type PageAnswer as Answer, routeContext } from "./support/routes";

const env = getEnv();

const laptop = { intent: "save", kind: "laptop", make: "Dell", model: "Latitude 5440", site: "other" };

describe.each(databaseKinds)("the customer's devices on %s", (kind) => {
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

  /** A loader or action as React Router calls it, with the device's id (and more params). */
  const call = (
    handler: (args: never) => Promise<unknown>,
    request: Request,
    id: string,
    more: Record<string, string> = {},
  ) => callPage(handler, request, routeContext(database.db), { id, ...more });

  const page = (id: string | number, cookie = ashaCookie) =>
    call(devicePage.loader, new Request(`http://localhost/account/devices/${id}`, { headers: { cookie } }), String(id));
  const post = (id: string | number, fields: Record<string, string>, cookie = ashaCookie) =>
    call(devicePage.action, formPost(`/account/devices/${id}`, fields, { origin: env.PUBLIC_URL, cookie }), String(id));
  const list = async (cookie = ashaCookie) =>
    (
      (await call(deviceList.loader, new Request("http://localhost/account/devices", { headers: { cookie } }), ""))
        .data as { devices: CustomerDeviceList }
    ).devices;
  const idFrom = (answer: Answer) => Number(/\/account\/devices\/(\d+)$/.exec(answer.location ?? "")?.[1]);
  const stored = async (id: number) => (await database.db.select().from(devices).where(eq(devices.id, id)))[0];

  it("adds a device by a plain form post, and refuses what is not a device with messages by the fields", async () => {
    const refused = await post("new", {
      ...laptop,
      kind: "toaster",
      model: "  ",
      purchasedOn: "2025-02-30",
      warrantyEndsOn: "2024-01-01",
      cameraChannels: "4.5",
    });
    expect(refused.status).toBe(400);
    const errors = (refused.data as DeviceActionData).fieldErrors;
    expect(Object.keys(errors).sort()).toEqual(["cameraChannels", "kind", "model", "purchasedOn"]);
    const warranty = await post("new", { ...laptop, purchasedOn: "2025-03-01", warrantyEndsOn: "2025-02-28" });
    expect(Object.keys((warranty.data as DeviceActionData).fieldErrors)).toEqual(["warrantyEndsOn"]);
    expect(await list()).toMatchObject({ devices: [], contract: null });

    const added = await post("new", {
      ...laptop,
      serialNumber: "SN-1",
      siteAddress: "TC 4/12, Pattom",
      siteArea: "Thiruvananthapuram",
      warrantyEndsOn: "2020-01-31",
      cameraChannels: "8",
    });
    expect(added.status).toBe(302);
    const id = idFrom(added);
    expect(await stored(id)).toMatchObject({
      userId: asha.id,
      kind: "laptop",
      serialNumber: "SN-1",
      siteAddress: "TC 4/12, Pattom",
      // A laptop keeps no recorder figures, whatever was typed.
      cameraChannels: null,
      covered: false,
    });
    const [shown] = (await list()).devices;
    expect(shown).toMatchObject({ id, warrantyEnded: true, verified: false, coverage: { state: "no-contract" } });
    expect((await page("new")).status).toBe(200);
    expect((await page(id)).status).toBe(200);
  });

  it("edits a device: the site from the contract's sites, a recorder's figures kept", async () => {
    const customer = await addUser(database.db, "customer", "Meera Pillai");
    const cookie = await signedInCookie(database.db, { ...customer, role: "customer" });
    await addContract(database.db, customer, {
      sites: [{ address: "Shop 3, MG Road", area: "Thiruvananthapuram" }],
    });
    const id = idFrom(await post("new", { ...laptop, covered: "on" }, cookie));
    const edited = await post(
      id,
      {
        ...laptop,
        kind: "recorder",
        model: "NVR 16",
        site: "0",
        cameraChannels: "16",
        diskGb: "4000",
        retentionDays: "30",
        covered: "on",
      },
      cookie,
    );
    expect(edited).toMatchObject({ status: 302, location: `/account/devices/${id}` });
    expect(await stored(id)).toMatchObject({
      kind: "recorder",
      model: "NVR 16",
      siteAddress: "Shop 3, MG Road",
      siteArea: "Thiruvananthapuram",
      cameraChannels: 16,
      diskGb: 4000,
      retentionDays: 30,
    });
    const again = await post(id, { ...laptop, site: "7" }, cookie);
    expect(Object.keys((again.data as DeviceActionData).fieldErrors)).toEqual(["site"]);
    expect((await list(cookie)).devices[0]?.coverage.state).toBe("covered");
  });

  it("refuses to count a device past the contract's device limit (Starter covers 2)", async () => {
    const customer = await addUser(database.db, "customer", "Joseph Thomas");
    const cookie = await signedInCookie(database.db, { ...customer, role: "customer" });
    const contract = await addContract(database.db, customer, { planId: "starter" });
    for (const model of ["A", "B"]) {
      expect((await post("new", { ...laptop, model, covered: "on" }, cookie)).status).toBe(302);
    }
    const third = await post("new", { ...laptop, model: "C", covered: "on" }, cookie);
    expect(third.status).toBe(409);
    expect((third.data as DeviceActionData).fieldErrors.covered).toBe(deviceToasts.overLimit(2));
    // Not counted, it is added; and editing a counted device keeps its place.
    const outside = idFrom(await post("new", { ...laptop, model: "C" }, cookie));
    const registered = await list(cookie);
    expect(registered.contract).toEqual({ id: contract.id, covered: 2, limit: 2 });
    const first = registered.devices[0]!;
    expect(first.coverage).toEqual({ state: "covered", contractId: contract.id });
    expect(registered.devices.find((device) => device.id === outside)?.coverage).toEqual({ state: "not-counted" });
    expect((await post(first.id, { ...laptop, model: "A2", covered: "on" }, cookie)).status).toBe(302);
  });

  it("keeps each customer to their own devices: another's page and posts are the site's 404", async () => {
    const id = idFrom(await post("new", { ...laptop, model: "Private" }));
    const foreign = await page(id, raviCookie);
    expect(foreign.status).toBe(404);
    expect((await page("abc")).status).toBe(404);
    expect((await page(999_999_999)).status).toBe(404);
    expect((await post(id, { ...laptop, model: "Taken" }, raviCookie)).status).toBe(404);
    expect((await post(id, { intent: "retire", confirm: "on" }, raviCookie)).status).toBe(404);
    expect(await stored(id)).toMatchObject({ model: "Private", retiredAt: null });
    expect((await list(raviCookie)).devices.map((device) => device.id)).not.toContain(id);
  });

  it("retires a device with the box ticked; then it is gone from the register and its page", async () => {
    const id = idFrom(await post("new", { ...laptop, model: "Old" }));
    const unticked = await post(id, { intent: "retire" });
    expect(unticked.status).toBe(400);
    expect((await stored(id))?.retiredAt).toBeNull();
    expect(await post(id, { intent: "retire", confirm: "on" })).toMatchObject({
      status: 302,
      location: "/account/devices",
    });
    expect((await stored(id))?.retiredAt).not.toBeNull();
    expect((await list()).devices.map((device) => device.id)).not.toContain(id);
    expect((await page(id)).status).toBe(404);
  });

  it("takes one photo per device by a multipart post, refuses what is not a picture or too big, and lets only its customer download it", async () => {
    const id = idFrom(await post("new", { ...laptop, model: "Pictured" }));
    const upload = (fileName: string, bytes: Uint8Array, cookie = ashaCookie) => {
      const { body, contentType } = multipartBody([{ name: "photo", fileName, bytes, contentType: "image/png" }]);
      const headers = { "content-type": contentType, origin: env.PUBLIC_URL, cookie };
      const request = new Request(`http://localhost/account/devices/${id}`, { method: "POST", headers, body });
      return call(devicePage.action, request, String(id));
    };
    const photos = () =>
      database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, String(id)));
    const photoError = (answer: Answer) => (answer.data as DeviceActionData).fieldErrors.photo;

    const fake = await upload("label.png", new TextEncoder().encode("not a picture at all\n"));
    expect(fake.status).toBe(400);
    expect(photoError(fake)).toBeTruthy();
    const huge = new Uint8Array(5 * MIB + 1);
    huge.set(samples.png);
    const tooBig = await upload("huge.png", huge);
    expect(tooBig.status).toBe(413);
    expect(photoError(tooBig)).toBeTruthy();
    expect((await upload("label.png", samples.png, raviCookie)).status).toBe(404);
    expect(await photos()).toEqual([]);

    expect(await upload("label.png", samples.png)).toMatchObject({ status: 302, location: `/account/devices/${id}` });
    expect(await upload("front.webp", samples.webp)).toMatchObject({ status: 302 });
    const [photo, ...others] = await photos();
    expect(others).toEqual([]);
    expect(photo).toMatchObject({ ownerKind: "device", fileName: "front.webp", kind: "webp" });
    const edits = await database.db.select().from(deviceEvents).where(eq(deviceEvents.deviceId, id));
    expect(edits.filter((event) => event.kind === "edited")).toHaveLength(2);
    expect(((await page(id)).data as { view: unknown }).view).toBeTruthy();

    const download = (fileId: string, cookie = ashaCookie) =>
      call(
        devicePhoto.loader,
        new Request(`http://localhost/account/devices/${id}/photo/${fileId}`, { headers: { cookie } }),
        String(id),
        { fileId },
      );
    const mine = await download(photo!.id);
    expect(mine.status).toBe(200);
    const response = mine.data as Response;
    expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(samples.webp);
    expect((await download(photo!.id, raviCookie)).status).toBe(404);
    expect((await download("not-a-file")).status).toBe(404);
  });
});
