// Uploaded files (ticket attachments, résumés), kept in the database so that every
// app server sees them and a backup has them (docs/decisions/015-uploads-in-the-database.md). A file
// belongs to one owner — a ticket, a job application — named by kind and id; the owner's feature
// decides who may download it, and deletes its files with it. Relative imports only:
// scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import { bigint, check, customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** PostgreSQL bytea: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both take either. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** The kinds app/lib/uploads/sniff.ts recognises (db imports nothing from lib). */
export const storedFileKinds = ["png", "jpeg", "gif", "webp", "pdf", "text", "docx"] as const;

export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the file belongs to, e.g. 'ticket' or 'job-application'; with ownerId, whose it is. */
    ownerKind: text("owner_kind").notNull(),
    /** The owner's id as text, so that bigint and uuid owners fit alike. */
    ownerId: text("owner_id").notNull(),
    /** Sanitised, with an extension that fits the content (app/lib/uploads/file-name.ts). */
    fileName: text("file_name").notNull(),
    /** Decided from the bytes, never from the name or the browser's Content-Type. */
    kind: text("kind", { enum: storedFileKinds }).notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    bytes: bytea("bytes").notNull(),
    /** Insertion order: the files of one submission are listed in the order they were sent (timestamps can tie). */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("stored_files_owner_idx").on(table.ownerKind, table.ownerId, table.seq),
    check("stored_files_kind_check", sql`${table.kind} in ('png', 'jpeg', 'gif', 'webp', 'pdf', 'text', 'docx')`),
    check("stored_files_size_check", sql`${table.size} = octet_length(${table.bytes})`),
  ],
);
