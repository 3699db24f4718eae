// GET /staff/newsletter/subscribers.csv?status=&source=&q= — the filtered subscribers as a CSV file
// (RFC 4180, formula-safe: app/lib/newsletter/csv.ts). Staff only; never cached.
import type { Route } from "./+types/newsletter-export";
import { staffNewsletterCopy } from "~/content/staff-newsletter";
import { dbContext } from "~/lib/http/request-context.server";
import { csvDownload } from "~/lib/newsletter/csv";
import { exportSubscribersCsv } from "~/lib/newsletter/staff.server";
import { subscriberList } from "~/lib/newsletter/subscriber-list";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const { page: _, ...filters } = subscriberList.parse(new URL(request.url).searchParams);
  const body = await exportSubscribersCsv(context.get(dbContext), staff, filters);
  const filename = staffNewsletterCopy.csv.filename(new Date().toISOString().slice(0, 10));
  return csvDownload(body, filename);
}
