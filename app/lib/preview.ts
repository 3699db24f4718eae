/** The first `count` items of a list and how many were left out (for '+N more' notes on cards). */
export function previewList<T>(items: readonly T[], count: number): { shown: T[]; hiddenCount: number } {
  return { shown: items.slice(0, count), hiddenCount: Math.max(0, items.length - count) };
}
