// The staff's daily digest of contracts ending soon (the staff console and its emails are English
// only; the customer's contract emails are ./contract-emails.ts, with their Malayalam twin).
export const contractDigestWords = {
  subject: (count: number, day: string) => `Contracts ending within 30 days: ${count} (${day})`,
  intro: (count: number, monthly: string) =>
    count === 1
      ? `1 contract ends within 30 days (or is in its grace period) and is not renewed yet: ${monthly} a month.`
      : `${count} contracts end within 30 days (or are in their grace period) and are not renewed yet: ${monthly} a month.`,
  more: (count: number) => `…and ${count} more in the list.`,
  listLine: "The full list, with filters:",
  columns: ["Contract", "Customer", "Plan", "Ends", "Renewal", "Monthly"] as const,
  on: "auto-renew on",
  off: "auto-renew off",
};
