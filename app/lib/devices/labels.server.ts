// A device's printed label: its QR code opens /d/{token}, where the device's customer reports a
// problem with that device. The token is the label's only secret — unguessable (32 random bytes),
// made when the label is first printed (a POST, never a page view) and revoked by clearing it, which
// makes every label already printed lead nowhere. Both are events of the device with their audit.
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import type { Database } from "~/db/client.server";
import { devices } from "~/db/schema";
import type { CaseActor, CaseWriter } from "~/lib/casework/case-type.server";
import { withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import type { DeviceLabel } from "./customer-view";
import { type Device, deviceCase } from "./devices.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";

/** The label's path: what its QR code and its printed short URL open. */
export const labelPath = (token: string) => `/d/${token}`;

/** A fresh label token: 32 bytes from the system's random source, as URL-safe text (43 characters). */
export function newLabelToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A token as it can be in a label's URL (anything else is not looked up). */
export const isLabelToken = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * Gives each of the customer's devices in use among `ids` a label token when it has none; recorded
 * as 'label_issued'. `ownerId` limits it to that customer's devices (the portal); staff pass null.
 * Returns how many tokens were made.
 */
export async function issueLabels(
  db: Database,
  actor: CaseActor,
  ids: readonly number[],
  ownerId: number | null,
): Promise<number> {
  let issued = 0;
  for (const id of ids) {
    const outcome = await withLockedCase(db, deviceCase, id, async (tx, row) => {
      const device = row as Device;
      if ((ownerId !== null && device.userId !== ownerId) || device.retiredAt || device.labelToken) return false;
      await appendCaseEvent(
        tx,
        deviceCase,
        id,
        actor,
        { kind: "label_issued", internal: actor.id !== device.userId },
        { changes: { labelToken: newLabelToken() }, audit: { verb: "label_issue" } },
      );
      return true;
    });
    if (outcome === true) issued += 1;
  }
  return issued;
}

/**
 * Revokes a device's labels: the token is cleared, so the labels already printed open the site's
 * 404; printing again makes a new one. `ownerId` as for issueLabels.
 */
export async function revokeLabel(
  db: Database,
  actor: CaseActor,
  id: number,
  ownerId: number | null,
): Promise<"changed" | "unchanged" | "missing"> {
  const outcome = await withLockedCase(db, deviceCase, id, async (tx, row) => {
    const device = row as Device;
    if ((ownerId !== null && device.userId !== ownerId) || device.retiredAt) return "missing" as const;
    if (!device.labelToken) return "unchanged" as const;
    await appendCaseEvent(
      tx,
      deviceCase,
      id,
      actor,
      { kind: "label_revoked", internal: actor.id !== device.userId },
      { changes: { labelToken: null }, audit: { verb: "label_revoke" } },
    );
    return "changed" as const;
  });
  return typeof outcome === "string" ? outcome : "missing";
}

/** The device in use a label's token belongs to, or null (unknown, revoked, or retired). */
export async function deviceByLabelToken(db: CaseWriter, token: string): Promise<Device | null> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.labelToken, token), isNull(devices.retiredAt)));
  return row ?? null;
}

/**
 * The labels of a customer's devices in use (`deviceId`: that one only), oldest device first, each
 * with its QR code drawn on the server. A device without a token has no code yet. `locale`: the
 * language the code's page opens in (a sheet printed from a Malayalam page leads to Malayalam pages).
 */
export async function labelSheet(
  db: CaseWriter,
  customerId: number,
  deviceId: number | null,
  publicUrl: string,
  locale: Locale = "en",
): Promise<DeviceLabel[]> {
  const rows = await db
    .select()
    .from(devices)
    .where(
      and(
        eq(devices.userId, customerId),
        isNull(devices.retiredAt),
        deviceId === null ? undefined : eq(devices.id, deviceId),
      ),
    )
    .orderBy(asc(devices.createdAt), asc(devices.id));
  return Promise.all(
    rows.map(async (device) => {
      const url = device.labelToken ? new URL(pathIn(locale, labelPath(device.labelToken)), publicUrl).href : null;
      return {
        id: device.id,
        kind: device.kind,
        make: device.make,
        model: device.model,
        serialNumber: device.serialNumber,
        url,
        // Error correction M survives a scuffed label; no margin, the sheet spaces the codes.
        qrSvg: url ? await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 0 }) : null,
      };
    }),
  );
}
