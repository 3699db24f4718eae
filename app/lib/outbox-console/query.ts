// The outbox page's list URL: ?status=&q=&page= (bookmarkable). No database import: the page
// component uses it to build links.
import { choiceParam, defineListCodec, pageParam, textParam } from "~/lib/casework/list-codec";

export const outboxStatusList = ["pending", "sending", "sent", "dead"] as const;

/** `q` is part of the recipient's address (an address is at most 320 characters). */
export const outboxList = defineListCodec({
  status: choiceParam(outboxStatusList),
  q: textParam(320),
  page: pageParam(),
});
export type OutboxQuery = ReturnType<typeof outboxList.parse>;
