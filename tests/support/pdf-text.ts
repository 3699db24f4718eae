// A PDF's text as poppler's pdftotext reads it (as a customer's PDF reader would): whitespace
// collapsed to single spaces, so that a test can look for a phrase wherever the layout broke it.
// pdftotext is installed on the CI machine by .ci/run (poppler-utils).
import { spawnSync } from "node:child_process";

export function pdfText(pdf: Uint8Array): string {
  const run = spawnSync("/usr/bin/pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr || run.error?.message}`);
  return run.stdout.replace(/\s+/g, " ");
}
