// The statement upload form's one file, for the page (its hint and `accept`) and the server (its
// limits): a CSV statement, recognised as text by its content, at most 2 MB. Browser-safe.
import { MIB, type UploadRule } from "~/lib/uploads/kinds";

export const statementUploadRule: UploadRule = {
  field: "statement",
  maxFiles: 1,
  maxFileBytes: 2 * MIB,
  kinds: ["text"],
  required: true,
};
