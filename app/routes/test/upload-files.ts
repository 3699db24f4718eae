import { data } from "react-router";
import type { Route } from "./+types/upload-files";
import { dbContext } from "~/lib/http/request-context.server";
import { fileDownloadResponse } from "~/lib/uploads/download";
import { getStoredFile, listStoredFiles } from "~/lib/uploads/store.server";

/**
 * `GET /__test/uploads/:owner` (the owner's files as JSON, without bytes) and
 * `GET /__test/uploads/:owner/:fileId` (one file as a download), for the tests of the upload
 * pipeline (gated by ./layout.ts). The shape a real download route takes: the loader
 * decides who may see the owner (a ticket's customer, staff), then asks for the file by owner *and*
 * id, so another owner's file id is a 404 like an unknown one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const owner = { kind: "test-upload", id: params.owner };
  if (!params.fileId) {
    return Response.json(await listStoredFiles(db, owner), { headers: { "Cache-Control": "private, no-store" } });
  }
  const file = await getStoredFile(db, owner, params.fileId);
  if (!file) throw data("Not Found", { status: 404 });
  return fileDownloadResponse(file);
}
