// Uploaded files in the database (table stored_files, app/db/uploads-schema.ts). Every function takes
// the caller's `db` — pass the transaction that writes the owner (the ticket, the application), so a
// form that fails stores no file and a deleted owner leaves none behind. Who may read a file is the
// owner's feature's decision: it checks access to the owner, then asks for the file *by owner and
// id*, so a file id from another owner is simply not found (a 404, like an unknown URL).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import type { FileKind } from "./kinds";
import type { UploadedFile } from "./multipart.server";

/** Whose a file is: the owner's kind (e.g. 'ticket', 'job-application') and id. */
export type FileOwner = { kind: string; id: string | number };

/** A stored file as listed (without its bytes). */
export type StoredFileInfo = {
  id: string;
  fileName: string;
  kind: FileKind;
  size: number;
  sha256: string;
  createdAt: Date;
};

export type StoredFile = StoredFileInfo & { bytes: Uint8Array };

const info = {
  id: storedFiles.id,
  fileName: storedFiles.fileName,
  kind: storedFiles.kind,
  size: storedFiles.size,
  sha256: storedFiles.sha256,
  createdAt: storedFiles.createdAt,
};

// The bytes travel as base64 text, decoded and encoded by the database: PGlite's own bytea parameter
// and result handling takes about 2.5 s to write and 0.8 s to read 5 MB, text about 0.4 s and 0.07 s
// (node-postgres sends bytea as hex text either way, so PostgreSQL loses nothing).
const toBytea = (bytes: Uint8Array) =>
  sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}, 'base64')`;
const bytesAsBase64 = sql<string>`encode(${storedFiles.bytes}, 'base64')`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ownerIs = (owner: FileOwner) =>
  and(eq(storedFiles.ownerKind, owner.kind), eq(storedFiles.ownerId, String(owner.id)));

/** Stores the files of a submission for their owner, in the given order; answers what was stored. */
export async function storeUploadedFiles(
  db: Database,
  owner: FileOwner,
  files: readonly UploadedFile[],
): Promise<StoredFileInfo[]> {
  if (files.length === 0) return [];
  // One row at a time: a single INSERT of several 5 MB values would be one 25 MB statement.
  const stored: StoredFileInfo[] = [];
  for (const file of files) {
    const [row] = await db
      .insert(storedFiles)
      .values({
        ownerKind: owner.kind,
        ownerId: String(owner.id),
        fileName: file.fileName,
        kind: file.kind,
        size: file.size,
        sha256: file.sha256,
        bytes: toBytea(file.bytes),
      })
      .returning(info);
    if (row) stored.push(row);
  }
  return stored;
}

/** The owner's files, oldest first, without their bytes. */
export function listStoredFiles(db: Database, owner: FileOwner): Promise<StoredFileInfo[]> {
  return db.select(info).from(storedFiles).where(ownerIs(owner)).orderBy(asc(storedFiles.seq));
}

/** The files of several owners of one kind (a list page, a thread), oldest first, without bytes. */
export async function listStoredFilesOf(
  db: Database,
  ownerKind: string,
  ownerIds: readonly (string | number)[],
): Promise<(StoredFileInfo & { ownerId: string })[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select({ ...info, ownerId: storedFiles.ownerId })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerKind, ownerKind), inArray(storedFiles.ownerId, ownerIds.map(String))))
    .orderBy(asc(storedFiles.seq));
}

/**
 * One file with its bytes, if it belongs to this owner; null for an id that is not a UUID, unknown,
 * or another owner's (the caller answers 404 for all three alike).
 */
export async function getStoredFile(db: Database, owner: FileOwner, id: string): Promise<StoredFile | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ ...info, base64: bytesAsBase64 })
    .from(storedFiles)
    .where(and(ownerIs(owner), eq(storedFiles.id, id)))
    .limit(1);
  if (!row) return null;
  const { base64, ...rest } = row;
  return { ...rest, bytes: new Uint8Array(Buffer.from(base64, "base64")) };
}

/**
 * Whose a file is, without its bytes, for a download URL that names only the file (e.g. a ticket's
 * attachment owned by one of its events): the route checks access to that owner, then calls
 * getStoredFile with it. Null for an id that is not a UUID or unknown.
 */
export async function findStoredFile(
  db: Database,
  id: string,
): Promise<(StoredFileInfo & { owner: { kind: string; id: string } }) | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ ...info, ownerKind: storedFiles.ownerKind, ownerId: storedFiles.ownerId })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  if (!row) return null;
  const { ownerKind, ownerId, ...rest } = row;
  return { ...rest, owner: { kind: ownerKind, id: ownerId } };
}

/** Deletes the owner's files (the owner is deleted, or its retention ran out); answers how many. */
export async function deleteStoredFiles(db: Database, owner: FileOwner): Promise<number> {
  const deleted = await db.delete(storedFiles).where(ownerIs(owner)).returning({ id: storedFiles.id });
  return deleted.length;
}

/** The same for many owners of one kind at once (a retention job's batch). */
export async function deleteStoredFilesOf(
  db: Database,
  ownerKind: string,
  ownerIds: readonly (string | number)[],
): Promise<number> {
  if (ownerIds.length === 0) return 0;
  const deleted = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerKind, ownerKind), inArray(storedFiles.ownerId, ownerIds.map(String))))
    .returning({ id: storedFiles.id });
  return deleted.length;
}
