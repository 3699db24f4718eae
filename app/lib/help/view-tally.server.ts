// The views of help articles the server answers from memory (server/document-cache.ts), added up here
// and written once a second in one statement, instead of one write per reader: a kept answer costs
// well under a millisecond, and a write for each was most of it. Several servers each add their own
// counts (the write adds to the day's number), so none is lost or counted twice. A view is counted on
// the India day it happened, whenever it is written. Views still in memory are written when the
// server stops; a write that fails (the database away for a moment) is tried again at the next one.
import type { Database } from "~/db/client.server";
import { startPollLoop } from "~/lib/jobs/poll-loop.server";
import { indiaDay } from "~/lib/contracts/period";
import { addHelpViews, type HelpViews, keptHelpViewArticle } from "./public-articles.server";

export type HelpViewTally = {
  /** Counts a kept answer of a page that named its view (KEPT_VIEW_HEADER), unless a crawler's. */
  count(view: string, userAgent: string): void;
  /** Writes what is counted now (the loop does it every interval). */
  flush(): Promise<void>;
  /** No more timed writes; writes what is left. */
  stop(): Promise<void>;
};

export const HELP_VIEW_FLUSH_INTERVAL_MS = 1_000;

export function startHelpViewTally({
  db,
  intervalMs = HELP_VIEW_FLUSH_INTERVAL_MS,
  now = () => new Date(),
}: {
  db: Database;
  intervalMs?: number;
  now?: () => Date;
}): HelpViewTally {
  let pending = new Map<string, HelpViews>();

  function add({ articleId, day, views }: HelpViews) {
    const key = `${articleId} ${day}`;
    const counted = pending.get(key);
    if (counted) counted.views += views;
    else pending.set(key, { articleId, day, views });
  }

  let writing: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    // One write at a time, so a failed batch put back is never overtaken by the next.
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await addHelpViews(db, batch);
      } catch (error) {
        for (const row of batch) add(row);
        throw error;
      }
    });
    const written = writing;
    writing = writing.catch(() => {});
    return written;
  }

  const loop = startPollLoop({ label: "[help] view counts", intervalMs, unref: true, run: flush });
  return {
    count(view, userAgent) {
      const articleId = keptHelpViewArticle(view, userAgent);
      if (articleId !== undefined) add({ articleId, day: indiaDay(now()), views: 1 });
    },
    flush,
    async stop() {
      await loop.stop();
      await flush();
    },
  };
}
