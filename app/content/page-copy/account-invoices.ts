import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const invoicesPage: PageCopy = {
  title: "Your invoices",
  description: `Your GST tax invoices and credit notes from ${siteIdentity.name}: what is due, what you have paid, and each as a PDF.`,
  heading: "Your invoices",
  intro:
    "Each tax invoice and credit note we have issued you, newest first, with what is still due and how to pay it by UPI.",
};
