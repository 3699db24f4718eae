import { pageParam, queryString } from "~/lib/list-params";

// The outbox page's query string: ?status=&q=&page= (bookmarkable). No database import: the page
// component uses it to build links.
export const outboxStatusList = ["pending", "sending", "sent", "dead"] as const;
export type OutboxStatusFilter = (typeof outboxStatusList)[number];

export type OutboxQuery = { status: OutboxStatusFilter | null; q: string; page: number };

export function parseOutboxQuery(params: URLSearchParams): OutboxQuery {
  const status = outboxStatusList.find((value) => value === params.get("status")) ?? null;
  const q = (params.get("q") ?? "").trim().slice(0, 320);
  return { status, q, page: pageParam(params) };
}

export function outboxQueryString(query: OutboxQuery, overrides: Partial<OutboxQuery> = {}): string {
  const { status, q, page } = { ...query, ...overrides };
  return queryString({ status, q, page });
}
