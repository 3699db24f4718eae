// The device register: what each customer owns and where it stands (docs/decisions/028-device-register.md).
// A device's photo is a stored file (uploads-schema.ts) owned by 'device' and the device's id, like a
// ticket's attachments. Relative imports only: scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { caseEventsTable } from "./case-events.ts";
import { createdAt, inList } from "./columns.ts";

/** The kinds of device the company looks after (the same list as app/content/devices.ts' labels). */
export const deviceKinds = [
  "desktop",
  "laptop",
  "printer",
  "network",
  "recorder",
  "access_control",
  "smart_hub",
  "server",
  "other",
] as const;
export type DeviceKind = (typeof deviceKinds)[number];

export const devices = pgTable(
  "devices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: deviceKinds }).notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    serialNumber: text("serial_number"),
    /**
     * Where it is: one of the customer's contract sites (copied: a renewal makes new site rows) or
     * another address.
     */
    siteAddress: text("site_address"),
    siteArea: text("site_area"),
    purchasedOn: date("purchased_on", { mode: "string" }),
    warrantyEndsOn: date("warranty_ends_on", { mode: "string" }),
    notes: text("notes"),
    /** A CCTV recorder's (NVR / DVR) channels, disk size and how many days it keeps. */
    cameraChannels: integer("camera_channels"),
    diskGb: integer("disk_gb"),
    retentionDays: integer("retention_days"),
    /** Counted against the covering contract's device limit (the customer chooses which devices are covered). */
    covered: boolean("covered").notNull().default(true),
    /** When staff checked the details on site or from the invoice. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedById: bigint("verified_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /**
     * The secret in the device's printed label (its QR code opens /d/{token}): unguessable, and
     * replaced (or cleared) to revoke the labels already printed.
     */
    labelToken: text("label_token"),
    /** No longer in use (kept for its tickets' and visits' history). */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("devices_user_idx").on(table.userId, table.createdAt, table.id),
    index("devices_kind_idx").on(table.kind, table.createdAt),
    uniqueIndex("devices_label_token_key").on(table.labelToken),
    check("devices_kind_check", sql`${table.kind} in (${inList(deviceKinds)})`),
    check(
      "devices_recorder_check",
      sql`(${table.cameraChannels} is null or ${table.cameraChannels} between 1 and 256) and (${table.diskGb} is null or ${table.diskGb} between 1 and 1000000) and (${table.retentionDays} is null or ${table.retentionDays} between 1 and 3650)`,
    ),
  ],
);

/** What happened to a device: added, edited, verified by staff, a note, retired. */
export const deviceEventKinds = [
  "created",
  "edited",
  "verified",
  "note",
  "retired",
  "label_issued",
  "label_revoked",
] as const;
export type DeviceEventKind = (typeof deviceEventKinds)[number];

export const deviceEvents = caseEventsTable("device_events", {
  record: {
    key: "deviceId",
    column: "device_id",
    references: () => devices.id,
    index: "device_events_device_idx",
  },
  kinds: deviceEventKinds,
});
