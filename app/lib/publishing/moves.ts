// The publishing lifecycle every published kind of record shares (help articles, blog posts, job
// openings): draft → published → archived, and back. Pure: the record pages draw their buttons from it.
import type { PublicationEventKind, PublicationStatus } from "~/db/publishing-schema";

/** The publishing moves: the statuses each starts from, where it goes, and the history entry it writes. */
export const statusMoves = {
  publish: { from: ["draft", "archived"], to: "published", kind: "published" },
  unpublish: { from: ["published", "archived"], to: "draft", kind: "unpublished" },
  archive: { from: ["draft", "published"], to: "archived", kind: "archived" },
} as const satisfies Record<string, { from: PublicationStatus[]; to: PublicationStatus; kind: PublicationEventKind }>;

export type PublicationMove = keyof typeof statusMoves;
export const publicationMoves = Object.keys(statusMoves) as PublicationMove[];

/** Whether a move is offered from a status (the page shows only these buttons). */
export const canMovePublication = (move: PublicationMove, from: PublicationStatus) =>
  (statusMoves[move].from as readonly PublicationStatus[]).includes(from);
