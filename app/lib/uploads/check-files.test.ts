import { describe, expect, it } from "vitest";
import { refusedSamples, samples } from "../../../tests/support/file-samples";
import { uploadMessages } from "~/content/uploads";
import { checkChosenFiles, chosenFileMessages } from "./check-files";
import type { UploadRule } from "./kinds";

const rule: UploadRule = {
  field: "resume",
  maxFiles: 1,
  maxFileBytes: 1024 * 1024,
  kinds: ["pdf", "docx"],
  required: true,
};
const messages = chosenFileMessages(uploadMessages, rule);
const file = (name: string, bytes: Uint8Array) => new File([new Uint8Array(bytes)], name);

describe("checkChosenFiles", () => {
  it("accepts what the server would accept, by content", async () => {
    expect(await checkChosenFiles([file("cv.pdf", samples.pdf)], rule, messages)).toBeNull();
    expect(await checkChosenFiles([file("cv.bin", samples.docx)], rule, messages)).toBeNull();
  });

  it("answers with the server's words: required, too many, too large, empty, wrong kind", async () => {
    expect(await checkChosenFiles([], rule, messages)).toBe("Please choose a file.");
    expect(await checkChosenFiles([], { ...rule, required: false }, messages)).toBeNull();
    expect(await checkChosenFiles([file("a.pdf", samples.pdf), file("b.pdf", samples.pdf)], rule, messages)).toBe(
      "Please choose only one file.",
    );
    expect(await checkChosenFiles([file("big.pdf", new Uint8Array(1024 * 1024 + 1))], rule, messages)).toBe(
      "“big.pdf” is larger than 1 MB. Please choose a smaller file.",
    );
    expect(await checkChosenFiles([file("empty.pdf", new Uint8Array())], rule, messages)).toBe(
      "“empty.pdf” is empty. Please choose the file again.",
    );
    expect(await checkChosenFiles([file("cv.pdf", refusedSamples.exe)], rule, messages)).toBe(
      "“cv.pdf” is not a PDF or Word (DOCX) file. Please choose the file again.",
    );
  });
});
