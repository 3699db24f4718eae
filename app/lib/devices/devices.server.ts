// The device register, a case type of the casework kernel: a customer's devices, added and edited by
// the customer or by staff for them, verified by staff, retired when no longer in use. Every change
// is an event in the device's history with its audit entry, in one transaction.
import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deviceEvents, devices, users } from "~/db/schema";
import { type CaseActor, type CaseWriter, defineCaseType } from "~/lib/casework/case-type.server";
import { withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import type { DeviceDetails } from "./device-details";

export const deviceCase = defineCaseType({
  subject: "device",
  auditPrefix: "device",
  table: devices,
  events: deviceEvents,
  eventRecordKey: "deviceId",
  touchKey: "updatedAt",
  noteAudit: "text",
});

export type Device = typeof devices.$inferSelect;

/** A recorder's figures only for a recorder: another kind keeps none. */
function normalised(details: DeviceDetails): DeviceDetails {
  return details.kind === "recorder"
    ? details
    : { ...details, cameraChannels: null, diskGb: null, retentionDays: null };
}

/**
 * Whether one more covered device fits under `limit` (null: no limit), counted in the caller's
 * transaction after locking the customer's account row, so that two posts at once cannot both take
 * the last place. `exceptId` is the device being edited.
 */
async function fitsUnderLimit(tx: CaseWriter, userId: number, limit: number | null, exceptId: number | null) {
  if (limit === null) return true;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [row] = await tx
    .select({ value: count() })
    .from(devices)
    .where(
      and(
        eq(devices.userId, userId),
        isNull(devices.retiredAt),
        eq(devices.covered, true),
        exceptId === null ? undefined : ne(devices.id, exceptId),
      ),
    );
  return (row?.value ?? 0) < limit;
}

/**
 * Adds a device to a customer's register; recorded as 'created'. With `coverLimit` (the covering
 * contract's device limit), a covered device that would not fit is refused ('over-limit').
 */
export async function addDevice(
  db: Database,
  actor: CaseActor,
  userId: number,
  details: DeviceDetails,
  coverLimit: number | null = null,
): Promise<{ id: number; outcome: "changed" } | { outcome: "over-limit" }> {
  return db.transaction(async (tx) => {
    const values = normalised(details);
    if (values.covered && !(await fitsUnderLimit(tx, userId, coverLimit, null)))
      return { outcome: "over-limit" as const };
    const [row] = await tx
      .insert(devices)
      .values({ ...values, userId })
      .returning({ id: devices.id });
    if (!row) throw new Error("device insert returned nothing");
    await appendCaseEvent(
      tx,
      deviceCase,
      row.id,
      actor,
      { kind: "created", internal: actor.id !== userId },
      {
        audit: { verb: "add", after: { userId, kind: values.kind, make: values.make, model: values.model } },
      },
    );
    return { id: row.id, outcome: "changed" as const };
  });
}

export type DeviceChangeResult =
  | { outcome: "changed" }
  | { outcome: "unchanged" }
  | { outcome: "missing" }
  | { outcome: "over-limit" };

/**
 * Changes a device's details. `ownerId` limits it to that customer's device (the portal); staff pass
 * null. A retired device is not edited.
 */
export async function editDevice(
  db: Database,
  actor: CaseActor,
  id: number,
  ownerId: number | null,
  details: DeviceDetails,
  coverLimit: number | null = null,
): Promise<DeviceChangeResult> {
  return withLockedCase(db, deviceCase, id, async (tx, row) => {
    const device = row as Device;
    if ((ownerId !== null && device.userId !== ownerId) || device.retiredAt) return { outcome: "missing" as const };
    const values = normalised(details);
    // A device already counted keeps its place; one newly counted must fit.
    if (values.covered && !device.covered && !(await fitsUnderLimit(tx, device.userId, coverLimit, id))) {
      return { outcome: "over-limit" as const };
    }
    const changed = (Object.keys(values) as (keyof DeviceDetails)[]).filter((key) => values[key] !== device[key]);
    if (changed.length === 0) return { outcome: "unchanged" as const };
    await appendCaseEvent(
      tx,
      deviceCase,
      id,
      actor,
      { kind: "edited", internal: actor.id !== device.userId, body: changed.join(", ") },
      {
        // Details edited by the customer after staff checked them are no longer verified.
        changes: { ...values, ...(actor.id === device.userId ? { verifiedAt: null, verifiedById: null } : {}) },
        audit: { verb: "edit", after: Object.fromEntries(changed.map((key) => [key, values[key]])) },
      },
    );
    return { outcome: "changed" as const };
  });
}

/** Staff mark a device's details as checked. */
export async function verifyDevice(
  db: Database,
  actor: CaseActor & { id: number },
  id: number,
): Promise<DeviceChangeResult> {
  return withLockedCase(db, deviceCase, id, async (tx, row) => {
    const device = row as Device;
    if (device.retiredAt) return { outcome: "missing" as const };
    if (device.verifiedAt) return { outcome: "unchanged" as const };
    const now = new Date();
    await appendCaseEvent(
      tx,
      deviceCase,
      id,
      actor,
      { kind: "verified", internal: true },
      {
        changes: { verifiedAt: now, verifiedById: actor.id },
        audit: { verb: "verify" },
        now,
      },
    );
    return { outcome: "changed" as const };
  });
}

/** Takes a device out of use (it stays, with its history); `ownerId` as for editDevice. */
export async function retireDevice(
  db: Database,
  actor: CaseActor,
  id: number,
  ownerId: number | null,
): Promise<DeviceChangeResult> {
  return withLockedCase(db, deviceCase, id, async (tx, row) => {
    const device = row as Device;
    if (ownerId !== null && device.userId !== ownerId) return { outcome: "missing" as const };
    if (device.retiredAt) return { outcome: "unchanged" as const };
    const now = new Date();
    await appendCaseEvent(
      tx,
      deviceCase,
      id,
      actor,
      { kind: "retired", internal: actor.id !== device.userId },
      {
        changes: { retiredAt: now, covered: false },
        audit: { verb: "retire" },
        now,
      },
    );
    return { outcome: "changed" as const };
  });
}

/** The customer's own device in use, or null: someone else's and a retired one look alike. */
export async function findCustomerDevice(db: CaseWriter, customerId: number, id: number): Promise<Device | null> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.userId, customerId), isNull(devices.retiredAt)));
  return row ?? null;
}

/** A device as a ticket's page names it (its kind, make and model, serial number), or null. */
export type DeviceSummary = Pick<Device, "id" | "userId" | "kind" | "make" | "model" | "serialNumber" | "retiredAt">;

export async function deviceSummary(db: CaseWriter, id: number): Promise<DeviceSummary | null> {
  const [row] = await db
    .select({
      id: devices.id,
      userId: devices.userId,
      kind: devices.kind,
      make: devices.make,
      model: devices.model,
      serialNumber: devices.serialNumber,
      retiredAt: devices.retiredAt,
    })
    .from(devices)
    .where(eq(devices.id, id));
  return row ?? null;
}

/** A customer's devices in use, oldest first (the order coverage counts them in). */
export async function devicesOf(db: CaseWriter, userId: number): Promise<Device[]> {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), isNull(devices.retiredAt)))
    .orderBy(asc(devices.createdAt), asc(devices.id));
}

/** How many of a customer's devices in use are marked covered. */
export async function coveredDeviceCount(db: CaseWriter, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(devices)
    .where(and(eq(devices.userId, userId), isNull(devices.retiredAt), eq(devices.covered, true)));
  return row?.value ?? 0;
}

/**
 * Which devices the contract's limit covers: those marked covered, oldest first, up to `limit`
 * (null: all). The others are outside coverage — by choice, or past the limit.
 */
export function coverageOf<T extends Pick<Device, "id" | "covered">>(
  list: readonly T[],
  limit: number | null,
): Map<number, boolean> {
  const result = new Map<number, boolean>();
  let counted = 0;
  for (const device of list) {
    const inside = device.covered && (limit === null || counted < limit);
    if (inside) counted += 1;
    result.set(device.id, inside);
  }
  return result;
}
