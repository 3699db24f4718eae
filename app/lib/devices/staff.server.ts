// The staff side of the device register: the list with its filters, and one device as its page reads
// it (the customer, the coverage under the customer's contract, its tickets and visits, the history).
import { count, desc, eq, ilike, isNotNull, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { type DeviceEventKind, devices, users } from "~/db/schema";
import { findPage } from "~/lib/casework/finder.server";
import { containsPattern } from "~/lib/casework/list-codec";
import { type CaseHistoryEvent, listCaseHistory } from "~/lib/casework/record.server";
import { contractCovering } from "~/lib/contracts/coverage.server";
import { coverageOf, deviceCase, devicesOf } from "./devices.server";
import { deviceWork } from "./device-work.server";
import { devicePhotoOf } from "./photos.server";
import type { DeviceQuery } from "./staff-query";

/** The search: the customer's name or email, or the device's make, model or serial number. */
function matches(q: string) {
  const pattern = containsPattern(q);
  return or(
    ilike(users.email, pattern),
    ilike(users.fullName, pattern),
    ilike(devices.make, pattern),
    ilike(devices.model, pattern),
    ilike(devices.serialNumber, pattern),
  );
}

function deviceWhere(query: Omit<DeviceQuery, "page">) {
  return [
    query.kind && eq(devices.kind, query.kind),
    query.verified === "yes" && isNotNull(devices.verifiedAt),
    query.verified === "no" && isNull(devices.verifiedAt),
    query.use === "in-use" && isNull(devices.retiredAt),
    query.use === "retired" && isNotNull(devices.retiredAt),
    query.q && matches(query.q),
  ];
}

const listColumns = {
  id: devices.id,
  kind: devices.kind,
  make: devices.make,
  model: devices.model,
  serialNumber: devices.serialNumber,
  siteAddress: devices.siteAddress,
  siteArea: devices.siteArea,
  covered: devices.covered,
  verifiedAt: devices.verifiedAt,
  retiredAt: devices.retiredAt,
  createdAt: devices.createdAt,
  customerName: users.fullName,
  customerEmail: users.email,
};

/** One page of devices, newest first, with their customer, and how many match. */
export async function listStaffDevices(db: Database, query: DeviceQuery) {
  return findPage({
    rows: db.select(listColumns).from(devices).innerJoin(users, eq(users.id, devices.userId)).$dynamic(),
    count: db.select({ value: count() }).from(devices).innerJoin(users, eq(users.id, devices.userId)).$dynamic(),
    where: deviceWhere(query),
    orderBy: [desc(devices.createdAt), desc(devices.id)],
    page: query.page,
  });
}
export type StaffDeviceRow = Awaited<ReturnType<typeof listStaffDevices>>["rows"][number];

export type DeviceHistoryEvent = CaseHistoryEvent<DeviceEventKind>;

/** Where a device stands under the customer's contract. */
export type DeviceCoverage =
  | { contract: null }
  | {
      contract: { id: number; planName: string; deviceLimit: number | null };
      coveredCount: number;
      /** Inside the limit; null for a retired device (never counted). */
      inside: boolean | null;
    };

const verifier = alias(users, "verifier");

/** A device as its staff page reads it, or null. */
export async function getStaffDevice(db: Database, id: number, now = new Date()) {
  const [row] = await db
    .select({
      device: devices,
      customerName: users.fullName,
      customerEmail: users.email,
      verifiedByName: verifier.fullName,
    })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .leftJoin(verifier, eq(verifier.id, devices.verifiedById))
    .where(eq(devices.id, id));
  if (!row) return null;
  const [history, coverage, photo, work] = await Promise.all([
    listCaseHistory<DeviceHistoryEvent>(db, deviceCase, id),
    deviceCoverage(db, row.device.userId, id, now),
    devicePhotoOf(db, id),
    deviceWork(db, id, null),
  ]);
  // The token is the label's secret: the page says only whether there is one.
  const { labelToken, ...device } = row.device;
  return { ...row, device, labelled: labelToken !== null, history, coverage, photo, work };
}
export type StaffDevice = NonNullable<Awaited<ReturnType<typeof getStaffDevice>>>;

async function deviceCoverage(db: Database, userId: number, id: number, now: Date): Promise<DeviceCoverage> {
  const contract = await contractCovering(db, userId, now);
  if (!contract) return { contract: null };
  const limit = contract.deviceLimit;
  const inUse = await devicesOf(db, userId);
  const coverage = coverageOf(inUse, limit);
  return {
    contract: { id: contract.id, planName: contract.planName, deviceLimit: limit },
    coveredCount: [...coverage.values()].filter(Boolean).length,
    inside: coverage.has(id) ? (coverage.get(id) ?? false) : null,
  };
}

/** A customer account's id by its email address, or null (staff accounts are not customers). */
export async function customerByEmail(db: Database, email: string) {
  if (!email) return null;
  const [account] = await db
    .select({ id: users.id, role: users.role, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return account?.role === "customer" ? account : null;
}

/** A customer account by its id, or null (staff accounts are not customers). */
export async function customerById(db: Database, id: number) {
  const [account] = await db
    .select({ id: users.id, role: users.role, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return account?.role === "customer" ? account : null;
}
