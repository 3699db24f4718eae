/** The slide index `step` places away from `index`, wrapping past either end (next from the last is the first). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
