// The staff subscriber list's URL: ?status=&source=&q=&page= (bookmarkable; the CSV export takes the
// same filters). No database import: the page builds its links with it in the browser.
import { subscriberStatusLabels } from "~/content/staff-newsletter";
import type { SubscriberStatus } from "~/db/schema";
import { choiceParam, defineListCodec, pageParam, textParam } from "~/lib/casework/list-codec";
import { newsletterSources } from "./sources";

/** The same list as the database's check (subscriberStatuses), which must not reach the browser. */
const subscriberStatusList = Object.keys(subscriberStatusLabels) as SubscriberStatus[];

export const subscriberList = defineListCodec({
  status: choiceParam(subscriberStatusList),
  source: choiceParam(newsletterSources),
  q: textParam(100),
  page: pageParam(),
});
export type SubscriberFilters = ReturnType<typeof subscriberList.parse>;
