import { describe, expect, it } from "vitest";
import { contentDisposition, fileDownloadResponse } from "./download";

describe("contentDisposition", () => {
  it("always says attachment, with an ASCII name and the exact name in filename*", () => {
    expect(contentDisposition("report.pdf")).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition("ബയോഡാറ്റ final.docx")).toBe(
      `attachment; filename="________ final.docx"; filename*=UTF-8''%E0%B4%AC%E0%B4%AF%E0%B5%8B%E0%B4%A1%E0%B4%BE%E0%B4%B1%E0%B5%8D%E0%B4%B1%20final.docx`,
    );
  });

  it("cannot be broken out of by quotes, backslashes, semicolons or line breaks", () => {
    const header = contentDisposition("a\"b\\c;d\r\ne'(1)*.txt");
    expect(header).toBe(
      `attachment; filename="a_b_c;d__e'(1)*.txt"; filename*=UTF-8''a%22b%5Cc%3Bd%0D%0Ae%27%281%29%2A.txt`,
    );
    expect(() => new Headers({ "Content-Disposition": header })).not.toThrow();
  });
});

describe("fileDownloadResponse", () => {
  it("serves text as a plain-text download that nothing may render or run", async () => {
    const html = new TextEncoder().encode("<script>alert(1)</script>");
    const response = fileDownloadResponse({ fileName: "page.html.txt", kind: "text", bytes: html });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/plain; charset=utf-8",
      "content-length": String(html.byteLength),
      "content-disposition": `attachment; filename="page.html.txt"; filename*=UTF-8''page.html.txt`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(html);
  });

  it("takes the type from the detected kind", () => {
    const response = fileDownloadResponse({ fileName: "a.png", kind: "png", bytes: new Uint8Array([1]) });
    expect(response.headers.get("content-type")).toBe("image/png");
  });
});
