// GST facts the invoices read: the states and union territories with their GST state codes, the SAC
// and HSN codes this company bills under, and the rate table with effective dates. Laws change: a
// new rate is a new row with its date, never an edit of an old one (an issued invoice keeps the rate
// it was issued at). Checked against CBIC's notifications in November 2026 (../shared/docs/india-billing.md).

/** GST state codes (the first two digits of a GSTIN) and names. */
export const gstStates = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
  { code: "97", name: "Other Territory" },
] as const;

export type GstStateCode = (typeof gstStates)[number]["code"];

/** Kerala, the company's state: a supply with Kerala as its place of supply is intra-state. */
export const KERALA_STATE_CODE = "32";

/** The state's name for a code, or null when the code is not a state's. */
export function gstStateName(code: string): string | null {
  return gstStates.find((state) => state.code === code)?.name ?? null;
}

/** The codes invoice lines are billed under: services (SAC) and the parts sold with a repair (HSN). */
export const billingCodes = [
  { code: "998713", description: "Maintenance and repair of computers and peripheral equipment" },
  { code: "998316", description: "IT infrastructure and network management services" },
  { code: "998313", description: "IT consulting and support services" },
  { code: "998314", description: "IT design and development services for applications" },
  { code: "998315", description: "Hosting and IT infrastructure provisioning services" },
  { code: "998319", description: "Other information technology services" },
  { code: "8471", description: "Computers and units thereof (goods)" },
  { code: "8473", description: "Parts and accessories of computers (goods)" },
] as const;

/** What each source of an invoice is billed under by default. */
export const defaultBillingCodes = {
  /** An AMC period: IT infrastructure and network management. */
  contract: "998316",
  /** A visit's labour: maintenance and repair of computers. */
  visitLabour: "998713",
  /** Parts fitted on a visit. */
  visitParts: "8473",
} as const;

/**
 * The GST rate of a code from a day on, in basis points (1800 = 18 %). The newest row whose `from`
 * is on or before the invoice's date applies; `code: "*"` is the rate of every code without its own.
 */
export const gstRates: readonly { code: string; from: string; basisPoints: number }[] = [
  { code: "*", from: "2017-07-01", basisPoints: 1800 },
  // Parts of computers stayed at 18 % in the September 2025 rationalisation.
  { code: "8473", from: "2017-07-01", basisPoints: 1800 },
  { code: "8471", from: "2017-07-01", basisPoints: 1800 },
];
