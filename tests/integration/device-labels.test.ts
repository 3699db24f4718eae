// Devices on tickets and device labels on PGlite and PostgreSQL, through the route modules as a browser
// uses them: the new-ticket form offers the customer's devices and refuses anyone else's; a device's
// pages list its tickets and visits; a label's token is made by a POST (never a page view), drawn as
// a QR code and revoked; /d/{token} leads the device's customer to the form with the device chosen,
// through sign-in when signed out, and everyone else to the site's 404.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketDeviceCopy } from "~/content/tickets-customer";
import { deviceEvents, devices, tickets } from "~/db/schema";
import { getCustomerDevicePage } from "~/lib/devices/customer-devices.server";
import type { DeviceDetails } from "~/lib/devices/device-details";
import { addDevice, retireDevice } from "~/lib/devices/devices.server";
import { getStaffDevice } from "~/lib/devices/staff.server";
import { getEnv } from "~/lib/env.server";
import { getCustomerTicket } from "~/lib/tickets/customer-tickets.server";
import type { NewTicketActionData } from "~/lib/tickets/customer-form";
import { getStaffTicket } from "~/lib/tickets/staff-queue.server";
import * as devicePage from "~/routes/account-device";
import * as labelsPage from "~/routes/account-device-labels";
import * as newTicketPage from "~/routes/account-ticket-new";
import * as labelLink from "~/routes/device-label";
import * as staffLabelsPage from "~/routes/staff/device-labels";
import { addUser, addVisit, signedInCookie } from "~/testing/factories.server";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callPage, consoleCookie, formPost, loadConsolePage, routeContext } from "./support/routes";

const env = getEnv();

const details = (make: string, model: string, serialNumber: string | null = null): DeviceDetails => ({
  kind: "laptop",
  make,
  model,
  serialNumber,
  siteAddress: null,
  siteArea: null,
  purchasedOn: null,
  warrantyEndsOn: null,
  notes: null,
  cameraChannels: null,
  diskGb: null,
  retentionDays: null,
  covered: false,
});

describe.each(databaseKinds)("devices on tickets and device labels on %s", (kind) => {
  let database: TestDatabase;
  let asha: Awaited<ReturnType<typeof addUser>>;
  let ravi: Awaited<ReturnType<typeof addUser>>;
  let ashaCookie: string;
  let raviCookie: string;
  let staffCookie: string;
  let laptop: number;
  let printer: number;
  let ravisRouter: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    asha = await addUser(db, "customer", "Asha Nair");
    ravi = await addUser(db, "customer", "Ravi Menon");
    const staff = await addUser(db, "staff", "Meera Staff");
    ashaCookie = await signedInCookie(db, { ...asha, role: "customer" });
    raviCookie = await signedInCookie(db, { ...ravi, role: "customer" });
    staffCookie = await consoleCookie(db, staff.id);
    const add = async (owner: typeof asha, device: DeviceDetails) => {
      const added = await addDevice(db, owner, owner.id, device);
      if (added.outcome !== "changed") throw new Error("device not added");
      return added.id;
    };
    laptop = await add(asha, details("Dell", "Latitude 5440", "SN-LAT-1"));
    printer = await add(asha, { ...details("HP", "LaserJet M111"), kind: "printer" });
    ravisRouter = await add(ravi, { ...details("TP-Link", "Archer C6"), kind: "network" });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const call = (handler: (args: never) => Promise<unknown>, request: Request, params: Record<string, string> = {}) =>
    callPage(handler, request, routeContext(database.db), params);
  // A data request (a client-side navigation's) returns the page's server-rendered regions' HTML.
  const get = (path: string, cookie?: string) =>
    new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  const html = (data: unknown, region: string) => (data as Record<string, { html: string } | null>)[region]?.html ?? "";
  const token = async (id: number) =>
    (await database.db.select({ value: devices.labelToken }).from(devices).where(eq(devices.id, id)))[0]?.value ?? null;
  const eventKinds = async (id: number) =>
    (await database.db.select({ kind: deviceEvents.kind }).from(deviceEvents).where(eq(deviceEvents.deviceId, id))).map(
      (event) => event.kind,
    );

  function openTicket(fields: Record<string, string>, cookie = ashaCookie) {
    const { body, contentType } = multipartBody(
      Object.entries({
        submissionId: crypto.randomUUID(),
        source: "web",
        subject: "Laptop will not start",
        description: "Black screen since this morning.",
        priority: "medium",
        type: "hardware",
        ...fields,
      }).map(([name, value]) => ({ name, value })),
    );
    const headers = { "content-type": contentType, origin: env.PUBLIC_URL, cookie, "user-agent": "integration-test" };
    return call(
      newTicketPage.action,
      new Request("http://localhost/account/tickets/new", { method: "POST", headers, body }),
    );
  }
  const numberOf = (location: string | null | undefined) =>
    /\/account\/tickets\/(AIT-[\d-]+)$/.exec(location ?? "")?.[1];

  it("opens a ticket about one of the customer's devices, and refuses another customer's", async () => {
    const form = await call(newTicketPage.loader, get(`/account/tickets/new.data?device=${laptop}`, ashaCookie));
    const choice = (form.data as { deviceChoice: { html: string } }).deviceChoice.html;
    expect(choice).toContain(`<option value="${laptop}" selected="">Laptop: Dell Latitude 5440, S/N SN-LAT-1</option>`);
    expect(choice).toContain(`<option value="${printer}">`);
    expect(choice).not.toContain(`value="${ravisRouter}"`);
    // Someone else's device is not chosen for them, nor offered.
    const other = await call(newTicketPage.loader, get(`/account/tickets/new.data?device=${ravisRouter}`, ashaCookie));
    expect((other.data as { deviceChoice: { html: string } }).deviceChoice.html).toContain(
      '<option value="" selected="">',
    );

    const refused = await openTicket({ deviceId: String(ravisRouter) });
    expect(refused.status).toBe(400);
    expect((refused.data as NewTicketActionData).fieldErrors.deviceId).toBe(ticketDeviceCopy.notYours);
    expect((await openTicket({ deviceId: "12abc" })).status).toBe(400);
    expect(await database.db.select().from(tickets).where(eq(tickets.customerId, asha.id))).toEqual([]);

    const opened = await openTicket({ deviceId: String(laptop), device: "" });
    expect(opened.status).toBe(302);
    const number = numberOf(opened.location)!;
    const [row] = await database.db.select().from(tickets).where(eq(tickets.number, number));
    expect(row).toMatchObject({ deviceId: laptop, device: null });
    expect((await getCustomerTicket(database.db, asha.id, number))?.registeredDevice).toMatchObject({
      id: laptop,
      make: "Dell",
      serialNumber: "SN-LAT-1",
    });
    expect((await getStaffTicket(database.db, number))?.registeredDevice).toMatchObject({ id: laptop });

    // "Another device": the free text alone, no registered device.
    const another = await openTicket({ deviceId: "", device: "Reception CCTV recorder" });
    const [free] = await database.db
      .select()
      .from(tickets)
      .where(eq(tickets.number, numberOf(another.location)!));
    expect(free).toMatchObject({ deviceId: null, device: "Reception CCTV recorder" });
  });

  it("lists a device's tickets and visits, newest first, on the customer's and the staff's pages", async () => {
    const first = numberOf((await openTicket({ deviceId: String(printer), subject: "Paper jam" })).location)!;
    const second = numberOf((await openTicket({ deviceId: String(printer), subject: "Faded prints" })).location)!;
    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.number, second));
    const visit = await addVisit(database.db, asha, { ticketId: ticket!.id, kind: "repair", deviceId: printer });

    const page = await getCustomerDevicePage(database.db, asha.id, printer);
    expect(page?.work?.tickets.map((row) => row.number)).toEqual([second, first]);
    expect(page?.work?.visits.map((row) => row.id)).toEqual([visit.id]);
    expect(await getCustomerDevicePage(database.db, ravi.id, printer)).toBeNull();
    const staffPage = await getStaffDevice(database.db, printer);
    expect(staffPage?.work.tickets.map((row) => row.number)).toEqual([second, first]);
    expect(staffPage?.work.visits.map((row) => row.id)).toEqual([visit.id]);
    // The token is the label's secret: the staff page's data says only whether there is one.
    expect(staffPage?.device).not.toHaveProperty("labelToken");
  });

  it("makes label tokens by a POST only, draws the sheet's QR codes, and revokes a device's labels", async () => {
    const sheet = async (path = "/account/devices/labels.data", cookie = ashaCookie) =>
      html((await call(labelsPage.loader, get(path, cookie))).data, "view");
    const before = await sheet();
    expect(before).toContain("Make labels");
    expect(before).not.toContain("<svg");
    expect(await token(laptop)).toBeNull();

    const post = (path: string, fields: Record<string, string>, cookie = ashaCookie) =>
      formPost(path, fields, { origin: env.PUBLIC_URL, cookie });
    expect(await call(labelsPage.action, post("/account/devices/labels", { intent: "make-labels" }))).toMatchObject({
      status: 302,
      location: "/account/devices/labels",
    });
    const laptopToken = await token(laptop);
    expect(laptopToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await token(printer)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await token(printer)).not.toBe(laptopToken);
    expect(await token(ravisRouter)).toBeNull();
    expect(await eventKinds(laptop)).toContain("label_issued");

    const after = await sheet();
    expect(after.match(/<svg/g)).toHaveLength(2);
    expect(after).toContain(new URL(`/d/${laptopToken}`, env.PUBLIC_URL).href);
    expect(after).not.toContain("Make labels");
    // Pressed again: nothing new (a token stays until revoked).
    await call(labelsPage.action, post("/account/devices/labels", { intent: "make-labels" }));
    expect(await token(laptop)).toBe(laptopToken);

    // One device's sheet; another customer's device is the 404, for the page and its action.
    expect((await sheet(`/account/devices/labels.data?device=${laptop}`)).match(/<svg/g)).toHaveLength(1);
    expect(
      (await call(labelsPage.loader, get(`/account/devices/labels?device=${ravisRouter}`, ashaCookie))).status,
    ).toBe(404);
    const stolen = await call(
      labelsPage.action,
      post(`/account/devices/labels?device=${laptop}`, { intent: "make-labels" }, raviCookie),
    );
    expect(stolen.status).toBe(404);

    // Staff print a customer's sheet; an unknown customer is the console's 404.
    const staffSheet = (await loadConsolePage(
      database.db,
      staffLabelsPage.loader,
      `/staff/devices/labels?customer=${asha.id}`,
      staffCookie,
    )) as { labels: { id: number; qrSvg: string | null }[] };
    expect(staffSheet.labels.map((label) => label.id)).toEqual([laptop, printer]);
    expect(staffSheet.labels.every((label) => label.qrSvg?.startsWith("<svg"))).toBe(true);
    await expect(
      loadConsolePage(
        database.db,
        staffLabelsPage.loader,
        `/staff/devices/labels?customer=${asha.id}&device=${ravisRouter}`,
        staffCookie,
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });

    // Revoked from the device's page: the labels printed lead nowhere; printing again makes a new token.
    const revoke = await call(devicePage.action, post(`/account/devices/${printer}`, { intent: "revoke-label" }), {
      id: String(printer),
    });
    expect(revoke).toMatchObject({ status: 302, location: `/account/devices/${printer}` });
    expect(await token(printer)).toBeNull();
    expect(await eventKinds(printer)).toContain("label_revoked");
    const ravisRevoke = await call(
      devicePage.action,
      post(`/account/devices/${laptop}`, { intent: "revoke-label" }, raviCookie),
      { id: String(laptop) },
    );
    expect(ravisRevoke.status).toBe(404);
    expect(await token(laptop)).toBe(laptopToken);
  });

  it("/d/{token}: the device's customer gets the ticket form with it chosen; anyone else the 404", async () => {
    const open = (value: string, cookie?: string) =>
      call(labelLink.loader, get(`/d/${value}`, cookie), { token: value });
    const laptopToken = (await token(laptop))!;
    expect(await open(laptopToken, ashaCookie)).toMatchObject({
      status: 302,
      location: `/account/tickets/new?device=${laptop}`,
    });
    expect(await open(laptopToken)).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(`/d/${laptopToken}`)}`,
    });
    expect((await open(laptopToken, raviCookie)).status).toBe(404);
    expect((await open("not-a-token", ashaCookie)).status).toBe(404);
    expect((await open("A".repeat(43), ashaCookie)).status).toBe(404);

    // A revoked label, and a retired device's.
    const post = (path: string, fields: Record<string, string>) =>
      formPost(path, fields, { origin: env.PUBLIC_URL, cookie: ashaCookie });
    await call(devicePage.action, post(`/account/devices/${laptop}`, { intent: "revoke-label" }), {
      id: String(laptop),
    });
    expect((await open(laptopToken, ashaCookie)).status).toBe(404);
    await call(labelsPage.action, post("/account/devices/labels", { intent: "make-labels" }));
    const fresh = (await token(laptop))!;
    expect(fresh).not.toBe(laptopToken);
    await retireDevice(database.db, asha, laptop, asha.id);
    expect((await open(fresh, ashaCookie)).status).toBe(404);
  });
});
