import { describe, expect, it } from "vitest";
import { readFormBody } from "./body.server";

function post(body: BodyInit | null, headers: Record<string, string>) {
  return new Request("http://localhost/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("readFormBody", () => {
  it("reads url-encoded and multipart forms", async () => {
    const encoded = await readFormBody(post("a=1&b=%C3%A9", { "content-type": "application/x-www-form-urlencoded" }));
    expect(encoded.ok && Object.fromEntries(encoded.form)).toEqual({ a: "1", b: "é" });
    const multipart = new FormData();
    multipart.set("a", "2");
    const encodedMultipart = new Request("http://localhost/", { method: "POST", body: multipart });
    const read = await readFormBody(encodedMultipart);
    expect(read.ok && read.form.get("a")).toBe("2");
  });

  it("answers 415 for other content types", async () => {
    for (const type of ["application/json", "text/plain", ""]) {
      const result = await readFormBody(post("{}", type ? { "content-type": type } : {}));
      expect(result).toMatchObject({ ok: false, status: 415 });
    }
  });

  it("answers 413 for large bodies, declared or streamed", async () => {
    const big = "a=".concat("x".repeat(70_000));
    expect(await readFormBody(post(big, { "content-type": "application/x-www-form-urlencoded" }))).toMatchObject({
      status: 413,
    });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1000)));
        controller.close();
      },
    });
    expect(await readFormBody(post(stream, { "content-type": "application/x-www-form-urlencoded" }))).toMatchObject({
      status: 413,
    });
  });

  it("decodes invalid UTF-8 with replacement characters and rejects broken multipart with 400", async () => {
    const bytes = new Uint8Array([0x61, 0x3d, 0xff, 0xfe, 0x26, 0x62, 0x3d, 0x25, 0x63, 0x33, 0x25, 0x32, 0x38]);
    const result = await readFormBody(post(bytes, { "content-type": "application/x-www-form-urlencoded" }));
    expect(result.ok && result.form.get("a")).toBe("\uFFFD\uFFFD");
    expect(result.ok && result.form.get("b")).toBe("\uFFFD(");
    const broken = await readFormBody(post("garbage", { "content-type": "multipart/form-data; boundary=zzz" }));
    expect(broken).toMatchObject({ ok: false, status: 400 });
  });
});
