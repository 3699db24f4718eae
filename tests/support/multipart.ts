// Hand-built multipart/form-data bodies, byte for byte what a browser sends, so tests can also send
// what no browser would (a cut-off body, a hostile file name, a lying Content-Type).

export type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; bytes: Uint8Array; contentType?: string };

export function multipartBody(parts: readonly Part[], boundary = "----UploadTestBoundary7MA4YWxkTrZu0gW") {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const fileName = part.fileName.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
        ),
        Buffer.from(part.bytes),
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A request as React Router hands it to an action. */
export function multipartRequest(parts: readonly Part[], url = "http://localhost/test") {
  const { body, contentType } = multipartBody(parts);
  return new Request(url, { method: "POST", headers: { "content-type": contentType }, body });
}
