// The upload pipeline (app/lib/uploads, the form pipeline's `uploads` option) through the production
// server, on PGlite and on PostgreSQL: real multipart bodies posted to the test-only upload page
// (/__test/uploads, ENABLE_TEST_ROUTES=1), what was stored read back through its JSON list and its
// download route. Needs `npm run build` first; skipped with a message when the build is missing,
// except in CI.
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import http from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samples, refusedSamples } from "../support/file-samples";
import { multipartBody, type Part } from "../support/multipart";
import type { UploadedFile } from "~/lib/uploads/multipart.server";
import {
  deleteStoredFiles,
  deleteStoredFilesOf,
  findStoredFile,
  getStoredFile,
  listStoredFiles,
  listStoredFilesOf,
  storeUploadedFiles,
} from "~/lib/uploads/store.server";
import {
  createPostgresDatabase,
  createTestDatabase,
  databaseKinds,
  migratedDataDir,
  type TestDatabase,
} from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");
if (!built) console.warn("[integration] Skipping the upload tests: run `npm run build` first");

const MIB = 1024 * 1024;
const TIMEOUT = 60_000;

type Listed = { id: string; fileName: string; kind: string; size: number; sha256: string };

describe.skipIf(!built).each(databaseKinds)("uploads on %s", (kind) => {
  let server: Running;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = await migratedDataDir("uploads-");
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      APP_SECRET: "uploads-test-secret-0123456789abcdef0123456789",
      ENABLE_TEST_ROUTES: "1",
    };
    if (kind === "postgres") {
      // Already migrated, like the PGlite data directory (first-start migration: server.test.ts).
      const database = await createPostgresDatabase({ migrated: true });
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
    server = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  const owner = () => randomUUID();

  async function post(owner: string, parts: readonly Part[], query = "") {
    const { body, contentType } = multipartBody(parts);
    const response = await fetch(`${server.baseUrl}/__test/uploads?owner=${owner}${query}`, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
    return { status: response.status, html: await response.text() };
  }

  async function listed(owner: string): Promise<Listed[]> {
    const response = await fetch(`${server.baseUrl}/__test/uploads/${owner}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Listed[];
  }

  const note = (value = "Printer jam on floor 2") => ({ name: "note", value });
  const file = (fileName: string, bytes: Uint8Array, contentType?: string) => ({
    name: "attachments",
    fileName,
    bytes,
    contentType,
  });
  const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

  it(
    "stores several files of every accepted kind, typed by content, and serves each only as a download",
    async () => {
      const who = owner();
      const answer = await post(who, [
        note(),
        file("screenshot.pdf", samples.png, "application/pdf"),
        file("photo.jpg", samples.jpeg, "image/jpeg"),
        file("anim.gif", samples.gif),
        file("error log.txt", samples.text, "text/plain"),
        file("manual.pdf", samples.pdf, "application/pdf"),
      ]);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain("Stored 5 files.");
      const files = await listed(who);
      expect(files.map((stored) => [stored.fileName, stored.kind, stored.size, stored.sha256])).toEqual([
        ["screenshot.pdf.png", "png", samples.png.byteLength, sha256(samples.png)],
        ["photo.jpg", "jpeg", samples.jpeg.byteLength, sha256(samples.jpeg)],
        ["anim.gif", "gif", samples.gif.byteLength, sha256(samples.gif)],
        ["error log.txt", "text", samples.text.byteLength, sha256(samples.text)],
        ["manual.pdf", "pdf", samples.pdf.byteLength, sha256(samples.pdf)],
      ]);

      const download = await fetch(`${server.baseUrl}/__test/uploads/${who}/${files[3]!.id}`);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(samples.text);
      expect(download.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(download.headers.get("content-disposition")).toBe(
        `attachment; filename="error log.txt"; filename*=UTF-8''error%20log.txt`,
      );
      // Once each: the route's values replace the server's defaults rather than repeating them.
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(download.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(download.headers.get("cache-control")).toBe("private, no-store");
      expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    },
    TIMEOUT,
  );

  it("answers another owner's file, an unknown id and a malformed id alike: 404", async () => {
    const who = owner();
    expect((await post(who, [note(), file("a.png", samples.png)])).status).toBe(200);
    const [stored] = await listed(who);
    for (const target of [`${owner()}/${stored!.id}`, `${who}/${randomUUID()}`, `${who}/not-a-uuid`]) {
      const response = await fetch(`${server.baseUrl}/__test/uploads/${target}`);
      expect(response.status, target).toBe(404);
    }
  });

  it("refuses wrong magic bytes at the field, keeps the note, stores nothing (an EXE named .png)", async () => {
    const who = owner();
    const answer = await post(who, [
      note("Keep this note"),
      file("fine.png", samples.png),
      file("setup.png", refusedSamples.exe, "image/png"),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain("“setup.png” is not a PNG, JPEG, GIF, WebP, PDF or plain text file.");
    expect(answer.html).toContain('value="Keep this note"');
    expect(await listed(who)).toEqual([]);
  });

  it("refuses a file over 5 MB with 413 and a clear message, storing none of the form's files", async () => {
    const who = owner();
    const answer = await post(who, [
      note(),
      file("small.png", samples.png),
      file("huge.txt", new Uint8Array(5 * MIB + 1).fill(0x61)),
    ]);
    expect(answer.status).toBe(413);
    expect(answer.html).toContain("A file is larger than 5 MB, so nothing was sent.");
    expect(await listed(who)).toEqual([]);
  });

  it("accepts a file of exactly 5 MB", async () => {
    const who = owner();
    const answer = await post(who, [note(), file("exact.txt", new Uint8Array(5 * MIB).fill(0x62))]);
    expect(answer.status).toBe(200);
    expect((await listed(who)).map((stored) => stored.size)).toEqual([5 * MIB]);
  });

  it("refuses six files at the field (at most five), storing nothing", async () => {
    const who = owner();
    const six = [1, 2, 3, 4, 5, 6].map((n) => file(`${n}.png`, samples.png));
    const answer = await post(who, [note("six files"), ...six]);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain("Please choose at most 5 files.");
    expect(answer.html).toContain('value="six files"');
    expect(await listed(who)).toEqual([]);
  });

  it("takes a form without a file when files are optional, and asks for one when required", async () => {
    const who = owner();
    // What a browser sends for an empty file input: a part with an empty name and no bytes.
    const empty = file("", new Uint8Array());
    expect((await post(who, [note(), empty])).html).toContain("Stored 0 files.");
    const required = await post(who, [note("needs a file"), empty], "&required=1");
    expect(required.status).toBe(400);
    expect(required.html).toContain("Please choose a file.");
    expect(required.html).toContain('value="needs a file"');
    const withFile = await post(who, [note(), file("r.pdf", samples.pdf)], "&required=1");
    expect(withFile.status).toBe(200);
    expect((await listed(who)).length).toBe(1);
  });

  it("keeps only the last segment of a path-traversal name, and gives it a fitting extension", async () => {
    const who = owner();
    expect((await post(who, [note(), file("../../etc/passwd", samples.text)])).status).toBe(200);
    expect((await post(who, [note(), file("C:\\Users\\x\\evil\u202Efdp.exe", samples.pdf)])).status).toBe(200);
    expect((await listed(who)).map((stored) => stored.fileName)).toEqual(["passwd.txt", "evilfdp.exe.pdf"]);
  });

  it("stores nothing when the handler fails after storing (one transaction): 503", async () => {
    const who = owner();
    const answer = await post(who, [note("fail-after-store"), file("a.png", samples.png)]);
    expect(answer.status).toBe(503);
    expect(await listed(who)).toEqual([]);
  });

  it("answers 400 to a body cut off before its closing boundary", async () => {
    const who = owner();
    const { body, contentType } = multipartBody([note(), file("a.png", samples.png)]);
    const cut = body.subarray(0, body.length - 40);
    const response = await fetch(`${server.baseUrl}/__test/uploads?owner=${who}`, {
      method: "POST",
      headers: { "content-type": contentType },
      body: cut,
    });
    expect(response.status).toBe(400);
    expect(await listed(who)).toEqual([]);
  });

  it("answers 400 when the client stops sending before its Content-Length", async () => {
    const who = owner();
    const { body, contentType } = multipartBody([note(), file("a.png", samples.png)]);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(server.baseUrl).port), "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
      socket.write(
        `POST /__test/uploads?owner=${who} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
          `Content-Length: ${body.length + 1000}\r\n\r\n`,
      );
      socket.end(body);
    });
    // Node answers a request whose body ends early itself (400) or the app does; never a 5xx.
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    expect(status === 0 || (status >= 400 && status < 500), answer.slice(0, 200)).toBe(true);
    expect(await listed(who)).toEqual([]);
  });

  it("answers 413 at once to a body declaring a huge Content-Length", async () => {
    const who = owner();
    const { contentType } = multipartBody([note()]);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/__test/uploads?owner=${who}`, {
        method: "POST",
        headers: { "content-type": contentType, "content-length": String(10 * 1024 * MIB) },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on("error", reject);
      request.write("--x\r\n");
    });
    expect(status).toBe(413);
  });

  it("answers 413 to a chunked body (no Content-Length) once its file passes 5 MB", async () => {
    const who = owner();
    const { contentType } = multipartBody([note()]);
    const boundary = contentType.split("boundary=")[1];
    const answer = await new Promise<{ status: number; sentMb: number }>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/__test/uploads?owner=${who}`, {
        method: "POST",
        agent: false,
        headers: { "content-type": contentType, "transfer-encoding": "chunked" },
      });
      let sent = 0;
      let status = 0;
      request.on("response", (response) => {
        status = response.statusCode ?? 0;
        response.resume();
        response.on("end", () => {
          request.destroy();
          resolve({ status, sentMb: sent / MIB });
        });
      });
      request.on("error", (error) => (status ? resolve({ status, sentMb: sent / MIB }) : reject(error)));
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="endless.txt"\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, "z");
      const pump = () => {
        while (status === 0 && sent < 100 * MIB) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        if (status === 0) request.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    // Answered when the file passed its limit, not at the end of the body (the rest was dropped unread).
    expect(answer.sentMb).toBeLessThan(100);
    expect(await listed(who)).toEqual([]);
  });

  it("answers 415 to a post that is not multipart", async () => {
    const response = await fetch(`${server.baseUrl}/__test/uploads?owner=${owner()}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "note=hello",
    });
    expect(response.status).toBe(415);
  });

  it("takes the FormData a script posts to the route's data URL, as React Router sends it", async () => {
    const who = owner();
    const form = new FormData();
    form.append("note", "with JavaScript");
    form.append("attachments", new Blob([samples.webp], { type: "image/png" }), "pic.webp");
    const response = await fetch(`${server.baseUrl}/__test/uploads.data?owner=${who}`, {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(200);
    expect((await listed(who)).map((stored) => [stored.fileName, stored.kind])).toEqual([["pic.webp", "webp"]]);
  });

  it("lets a client that keeps sending a 6 MB file read the whole 413 answer (no reset)", async () => {
    const who = owner();
    const { body, contentType } = multipartBody([note(), file("six.txt", new Uint8Array(6 * MIB).fill(0x63))]);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/__test/uploads?owner=${who}`, {
        method: "POST",
        agent: false,
        headers: { "content-type": contentType, "content-length": String(body.length) },
      });
      request.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on("error", reject);
      // The whole body, as a browser sends it, even though the answer comes before the end.
      request.end(body);
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("A file is larger than 5 MB");
    expect(await listed(who)).toEqual([]);
    expect(server.logs.join("")).not.toMatch(/\[test-uploads\] could not be handled(?!.*failing on purpose)/);
  });
});

describe.each(databaseKinds)("stored files on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const upload = (fileName: string, bytes: Uint8Array, fileKind: UploadedFile["kind"]): UploadedFile => ({
    fileName,
    kind: fileKind,
    mediaType: "",
    size: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes,
  });

  it("stores, lists, finds, fetches by owner and deletes by owner", async () => {
    const { db } = database;
    const ticket = { kind: "ticket-event", id: 42 };
    const other = { kind: "ticket-event", id: 43 };
    const [png, pdf] = await storeUploadedFiles(db, ticket, [
      upload("a.png", samples.png, "png"),
      upload("b.pdf", samples.pdf, "pdf"),
    ]);
    await storeUploadedFiles(db, other, [upload("c.txt", samples.text, "text")]);
    expect((await listStoredFiles(db, ticket)).map((file) => file.fileName)).toEqual(["a.png", "b.pdf"]);
    expect((await listStoredFilesOf(db, "ticket-event", [42, 43])).map((file) => file.ownerId)).toEqual([
      "42",
      "42",
      "43",
    ]);
    expect(await findStoredFile(db, pdf!.id)).toMatchObject({
      fileName: "b.pdf",
      owner: { kind: "ticket-event", id: "42" },
    });
    expect((await getStoredFile(db, ticket, png!.id))?.bytes).toEqual(samples.png);
    expect(await getStoredFile(db, other, png!.id)).toBeNull();
    expect(await getStoredFile(db, ticket, "../../etc/passwd")).toBeNull();
    expect(await deleteStoredFiles(db, ticket)).toBe(2);
    expect(await listStoredFiles(db, ticket)).toEqual([]);
    expect(await deleteStoredFilesOf(db, "ticket-event", [43, 44])).toBe(1);
  });

  it("stores nothing when the caller's transaction fails", async () => {
    const { db } = database;
    const owner = { kind: "job-application", id: randomUUID() };
    await expect(
      db.transaction(async (tx) => {
        await storeUploadedFiles(tx, owner, [upload("cv.docx", samples.docx, "docx")]);
        throw new Error("the application could not be stored");
      }),
    ).rejects.toThrow("could not be stored");
    expect(await listStoredFiles(db, owner)).toEqual([]);
  });
});
