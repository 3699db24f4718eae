// Reads the rupee figures the content writes for people ("Starting from ₹2,00,000/project",
// "₹5,00,000 - ₹8,00,000") into numbers for the structured data, so the figures are written once.

/** Every amount in the text, in rupees: "₹2,00,000" → 200000 (Indian digit grouping). */
export function rupeeAmounts(text: string): number[] {
  return [...text.matchAll(/₹\s?([\d,]+)/g)].map((match) => Number((match[1] ?? "").replaceAll(",", "")));
}

/** A starting price and what it is per ("month", "visit", "project"...), or null when the text has none. */
export function startingPrice(text: string): { amount: number; unit: string | null } | null {
  const [amount] = rupeeAmounts(text);
  if (amount === undefined || Number.isNaN(amount)) return null;
  const unit = /\/\s*([a-z ]+)$/i.exec(text.trim())?.[1]?.trim() ?? null;
  return { amount, unit };
}

/** A salary range "₹5,00,000 - ₹8,00,000" as its two ends, or null when it is not such a range. */
export function rupeeRange(text: string): { min: number; max: number } | null {
  const amounts = rupeeAmounts(text);
  if (amounts.length !== 2) return null;
  const [min = 0, max = 0] = amounts;
  return min > 0 && max >= min ? { min, max } : null;
}
