/** The mean of 1-5 star ratings, to one decimal place (0 for an empty list). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}
