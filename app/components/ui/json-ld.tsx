/**
 * A JSON-LD block inside a static region (rendered on the server only, so its data never reaches the
 * browser's JavaScript). `json` comes from app/lib/seo/structured-data.server.ts, escaped for a script
 * element. Used where the block repeats words of the region beside it, which gzip then sends once.
 */
export function JsonLd({ json }: { json: string }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own static content, escaped for a script element on the server.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
