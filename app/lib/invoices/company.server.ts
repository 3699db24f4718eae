// The company's tax particulars and payment details, from configuration, checked once at start
// (the runtime calls invoicingConfig() before the first request): with INVOICING on, a missing or
// malformed particular stops the server with a message naming it, instead of printing a wrong tax
// invoice later. With INVOICING off (the default of a fresh clone) nothing is billed automatically
// and the console says invoicing is not set up.
import { z } from "zod";
import type { InvoiceSupplier } from "~/db/schema";
import { gstStateName } from "~/content/gst";
import { EnvError } from "~/lib/env.server";
import { MAX_SERIES_PREFIX_LENGTH } from "./financial-year";
import { gstinPan, gstinProblem, gstinStateCode, isValidPan, normaliseTaxId } from "./gstin";
import { UPI_ADDRESS } from "./upi";

export type InvoicingConfig =
  | { enabled: false }
  | {
      enabled: true;
      supplier: InvoiceSupplier;
      upi: { payeeAddress: string; payeeName: string };
      /** Series prefixes: invoices, credit notes, payment receipts. */
      prefixes: { invoice: string; creditNote: string; receipt: string };
      /** Days from an invoice's date to its due date (the Terms' corporate payment terms). */
      paymentDays: number;
    };

const required = (name: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: `is required when INVOICING is on (${name})` })
      .min(1, { error: `is required when INVOICING is on (${name})` }),
  );

const prefix = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : fallback),
    z
      .string()
      .regex(/^[A-Za-z0-9]+$/, { error: "may hold letters and digits only" })
      .max(MAX_SERIES_PREFIX_LENGTH, {
        error: `may be at most ${MAX_SERIES_PREFIX_LENGTH} characters (a number like AIT/26-27/00042 must stay within 16)`,
      }),
  );

const InvoicingSchema = z
  .object({
    COMPANY_LEGAL_NAME: required("the supplier's legal name"),
    COMPANY_ADDRESS: required("the supplier's address as printed on invoices"),
    COMPANY_STATE_CODE: required("the GST state code of the supplier, 32 for Kerala").refine(
      (code) => gstStateName(code) !== null,
      { error: "is not a GST state code (32 is Kerala)" },
    ),
    COMPANY_GSTIN: required("the supplier's GSTIN").transform(normaliseTaxId),
    COMPANY_PAN: required("the supplier's PAN").transform(normaliseTaxId),
    UPI_VPA: required("the UPI ID payments are made to, e.g. ananthait@okaxis").refine((vpa) => UPI_ADDRESS.test(vpa), {
      error: "is not a UPI ID (name@bank)",
    }),
    UPI_PAYEE_NAME: required("the payee name UPI apps show"),
    INVOICE_PREFIX: prefix("AIT"),
    CREDIT_NOTE_PREFIX: prefix("AITC"),
    RECEIPT_PREFIX: prefix("RCT"),
    INVOICE_PAYMENT_DAYS: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value : "30"),
      z.coerce.number().int().min(0).max(180),
    ),
  })
  .superRefine((config, ctx) => {
    const problem = gstinProblem(config.COMPANY_GSTIN);
    if (problem) {
      const why = {
        format: "is not shaped like a GSTIN",
        state: "has no state's code",
        check: "fails its check character",
      };
      ctx.addIssue({ code: "custom", path: ["COMPANY_GSTIN"], message: why[problem] });
      return;
    }
    if (gstinStateCode(config.COMPANY_GSTIN) !== config.COMPANY_STATE_CODE) {
      ctx.addIssue({ code: "custom", path: ["COMPANY_STATE_CODE"], message: "differs from the GSTIN's state code" });
    }
    if (!isValidPan(config.COMPANY_PAN)) {
      ctx.addIssue({ code: "custom", path: ["COMPANY_PAN"], message: "is not a PAN (5 letters, 4 digits, a letter)" });
    } else if (gstinPan(config.COMPANY_GSTIN) !== config.COMPANY_PAN) {
      ctx.addIssue({ code: "custom", path: ["COMPANY_PAN"], message: "differs from the PAN inside the GSTIN" });
    }
    const prefixes = [config.INVOICE_PREFIX, config.CREDIT_NOTE_PREFIX, config.RECEIPT_PREFIX];
    if (new Set(prefixes.map((value) => value.toUpperCase())).size !== prefixes.length) {
      ctx.addIssue({
        code: "custom",
        path: ["CREDIT_NOTE_PREFIX"],
        message: "must differ from the other series' prefixes",
      });
    }
  });

/** Reads the invoicing configuration from a set of variables, or throws an EnvError listing every problem. */
export function parseInvoicingConfig(source: Record<string, string | undefined> = process.env): InvoicingConfig {
  const switchedOn = source.INVOICING === "1" || source.INVOICING?.toLowerCase() === "true";
  if (!switchedOn) return { enabled: false };
  const result = InvoicingSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(invoicing)"}: ${issue.message}`);
    throw new EnvError(`Invalid invoicing configuration (INVOICING is on; see .env.example):\n${lines.join("\n")}`);
  }
  const config = result.data;
  return {
    enabled: true,
    supplier: {
      legalName: config.COMPANY_LEGAL_NAME,
      address: config.COMPANY_ADDRESS,
      stateCode: config.COMPANY_STATE_CODE,
      gstin: config.COMPANY_GSTIN,
      pan: config.COMPANY_PAN,
    },
    upi: { payeeAddress: config.UPI_VPA, payeeName: config.UPI_PAYEE_NAME },
    prefixes: { invoice: config.INVOICE_PREFIX, creditNote: config.CREDIT_NOTE_PREFIX, receipt: config.RECEIPT_PREFIX },
    paymentDays: config.INVOICE_PAYMENT_DAYS,
  };
}

let cached: InvoicingConfig | undefined;

/** The process's invoicing configuration, parsed on first use (the runtime's start). */
export function invoicingConfig(): InvoicingConfig {
  cached ??= parseInvoicingConfig();
  return cached;
}

/** For tests that change process.env between cases. */
export function resetInvoicingConfig() {
  cached = undefined;
}

/** The configuration when invoicing is on; throws otherwise (callers check `enabled` first). */
export function enabledInvoicing(): Extract<InvoicingConfig, { enabled: true }> {
  const config = invoicingConfig();
  if (!config.enabled) throw new Error("invoicing is not switched on (INVOICING)");
  return config;
}
