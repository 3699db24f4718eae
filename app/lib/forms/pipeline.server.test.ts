import { describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { captureLogs } from "~/testing/logs";
import { samples } from "../../../tests/support/file-samples";
import { multipartBody } from "../../../tests/support/multipart";
import { dataOutcome } from "./outcome";
import { defineForm, type FormRequest, handleForm, orUnavailable } from "./pipeline.server";

type Body = { status: string; typed?: string; message?: string };

const echo = defineForm<Body, { PUBLIC_URL: string }>({
  name: "echo",
  maxBytes: 1024,
  sameOriginOnly: true,
  refused: (status, message) => dataOutcome(status, { status: "refused", message }),
  unavailable: ({ form }) => dataOutcome(503, { status: "unavailable", typed: String(form.get("name")) }),
  async handle({ form }) {
    if (form.get("name") === "fail") throw new Error("database unavailable");
    return dataOutcome(200, { status: "ok", typed: String(form.get("name")) });
  },
});

function request(body: BodyInit, headers: Record<string, string> = {}): FormRequest<{ PUBLIC_URL: string }> {
  return {
    request: new Request("http://site.test/echo", {
      method: "POST",
      body,
      headers: { origin: "http://site.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    }),
    // The pipeline itself never queries; the handlers above do not either.
    db: {} as Database,
    clientAddress: "192.0.2.1",
    env: { PUBLIC_URL: "http://site.test" },
    session: async () => null,
  };
}

const withFiles = defineForm<Body & { files?: string[] }, { PUBLIC_URL: string }>({
  name: "with-files",
  uploads: { field: "files", maxFiles: 2, maxFileBytes: 1024, kinds: ["png", "pdf"] },
  refused: (status, message) => dataOutcome(status, { status: "refused", message }),
  unavailable: () => dataOutcome(503, { status: "unavailable" }),
  async handle({ form, uploads }) {
    if (!uploads.ok)
      return dataOutcome(400, { status: "invalid", typed: String(form.get("name")), message: uploads.message });
    return dataOutcome(200, { status: "ok", typed: String(form.get("name")), files: uploads.files.map((f) => f.kind) });
  },
});

describe("handleForm", () => {
  it("hands the read form to the handler", async () => {
    expect(await handleForm(echo, request("name=Anjali"))).toEqual(dataOutcome(200, { status: "ok", typed: "Anjali" }));
  });

  it("refuses other sites, other encodings and large bodies before the handler runs", async () => {
    const handle = vi.spyOn(echo, "handle");
    expect(await handleForm(echo, request("name=x", { origin: "https://evil.test" }))).toMatchObject({ status: 403 });
    expect(await handleForm(echo, request("{}", { "content-type": "application/json" }))).toMatchObject({
      status: 415,
    });
    expect(await handleForm(echo, request(`name=${"x".repeat(2000)}`))).toMatchObject({ status: 413 });
    expect(handle).not.toHaveBeenCalled();
    handle.mockRestore();
  });

  it("turns a failure of the work into the form's 503 answer with the input kept", async () => {
    using logs = captureLogs();
    expect(await handleForm(echo, request("name=fail"))).toEqual(
      dataOutcome(503, { status: "unavailable", typed: "fail" }),
    );
    expect(logs.messages("error")).toEqual(["[echo] could not be handled: database unavailable"]);
  });
});

describe("orUnavailable", () => {
  it("answers the work's result, or the fallback when it throws", async () => {
    expect(
      await orUnavailable(
        "page",
        async () => "ready",
        () => "unavailable",
      ),
    ).toBe("ready");
    expect(
      await orUnavailable(
        "page",
        async () => {
          throw new Error("down");
        },
        () => "unavailable",
      ),
    ).toBe("unavailable");
  });
});

describe("handleForm with uploads", () => {
  const post = (parts: Parameters<typeof multipartBody>[0]) => {
    const { body, contentType } = multipartBody(parts);
    return request(body, { "content-type": contentType });
  };

  it("hands the text fields and the checked files to the handler", async () => {
    const outcome = await handleForm(
      withFiles,
      post([
        { name: "name", value: "Anjali" },
        { name: "files", fileName: "a.pdf", bytes: samples.png },
      ]),
    );
    expect(outcome).toEqual(dataOutcome(200, { status: "ok", typed: "Anjali", files: ["png"] }));
  });

  it("gives the handler the file field's message, and refuses a big file or a plain form before it", async () => {
    const wrong = await handleForm(
      withFiles,
      post([
        { name: "name", value: "Anjali" },
        { name: "files", fileName: "a.txt", bytes: samples.text },
      ]),
    );
    expect(wrong).toMatchObject({ status: 400, body: { typed: "Anjali", message: expect.stringContaining("a.txt") } });
    const handle = vi.spyOn(withFiles, "handle");
    const big = await handleForm(withFiles, post([{ name: "files", fileName: "b.png", bytes: new Uint8Array(2048) }]));
    expect(big).toMatchObject({ status: 413 });
    expect(await handleForm(withFiles, request("name=x"))).toMatchObject({ status: 415 });
    expect(handle).not.toHaveBeenCalled();
    handle.mockRestore();
  });
});
