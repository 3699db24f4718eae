/**
 * A mailto: link with an encoded subject (and optional body). encodeURIComponent, not
 * URLSearchParams: mail clients show a '+' literally, so spaces must be %20.
 */
export function mailtoHref(address: string, { subject, body }: { subject?: string; body?: string } = {}): string {
  const fields = [
    subject ? `subject=${encodeURIComponent(subject)}` : null,
    body ? `body=${encodeURIComponent(body)}` : null,
  ].filter(Boolean);
  return `mailto:${address}${fields.length > 0 ? `?${fields.join("&")}` : ""}`;
}
