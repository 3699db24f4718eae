// The outbox page's query string: ?status=&q=&page= (bookmarkable). No database import: the page
// component uses it to build links.
export const outboxStatusList = ["pending", "sending", "sent", "dead"] as const;
export type OutboxStatusFilter = (typeof outboxStatusList)[number];

export type OutboxQuery = { status: OutboxStatusFilter | null; q: string; page: number };

export function parseOutboxQuery(params: URLSearchParams): OutboxQuery {
  const status = outboxStatusList.find((value) => value === params.get("status")) ?? null;
  const q = (params.get("q") ?? "").trim().slice(0, 320);
  const page = Math.min(Math.max(Number.parseInt(params.get("page") ?? "1", 10) || 1, 1), 100_000);
  return { status, q, page };
}

export function outboxQueryString(query: OutboxQuery, overrides: Partial<OutboxQuery> = {}): string {
  const merged = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (merged.status) params.set("status", merged.status);
  if (merged.q) params.set("q", merged.q);
  if (merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
