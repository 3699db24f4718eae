// Rendered help article pages, kept in memory per article until the article changes. Each request
// still reads the article's row (one indexed query by slug) and passes its stamp (version and
// updatedAt); the cached HTML is reused only when the stamp matches. So after an edit on any server,
// every other server renders afresh on its next request — no messages between servers are needed.

type Entry = { stamp: string; html: string };

/** The stamp that changes with every edit of an article (the version alone does not change on publish/archive). */
export function helpArticleStamp(article: { version: number; updatedAt: Date }): string {
  return `${article.version}:${article.updatedAt.getTime()}`;
}

/** A small least-recently-used map from article id to its last rendered HTML. */
export function createHelpPageCache(limit = 200) {
  const entries = new Map<number, Entry>();
  return {
    /** The cached HTML when its stamp matches, else `render()`'s, kept for the next request. */
    html(articleId: number, stamp: string, render: () => string): string {
      const entry = entries.get(articleId);
      entries.delete(articleId);
      if (entry && entry.stamp === stamp) {
        entries.set(articleId, entry);
        return entry.html;
      }
      const html = render();
      entries.set(articleId, { stamp, html });
      if (entries.size > limit) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return html;
    },
    get size() {
      return entries.size;
    },
  };
}

export type HelpPageCache = ReturnType<typeof createHelpPageCache>;

/** This process's cache of article pages. */
export const helpPageCache = createHelpPageCache();
