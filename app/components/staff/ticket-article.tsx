// A staff ticket page's help article panel: on a resolved or closed ticket, the post that drafts an
// article from it (to the new article page, which makes the draft or opens the one already made); on
// a ticket that already became an article, the link to it. Props only; the words come from app/content.
import { Form, Link } from "react-router";
import { ticketArticleCopy as copy } from "~/content/staff-help";
import { RecordSection } from "./record-page";

export function TicketArticle({
  ticketId,
  status,
  articleId,
}: {
  ticketId: number;
  status: string;
  articleId: number | null;
}) {
  const finished = status === "resolved" || status === "closed";
  if (articleId === null && !finished) return null;
  return (
    <RecordSection id="article-heading" heading={copy.heading}>
      {articleId === null ? (
        <Form method="post" action="/staff/help/new" className="mt-2 space-y-2">
          <p className="text-sm text-slate-700">{copy.hint}</p>
          <input type="hidden" name="ticket" value={ticketId} />
          <button
            type="submit"
            name="intent"
            value="fromTicket"
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {copy.draft}
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm">
          <Link to={`/staff/help/${articleId}`} className="font-semibold text-brand-800 underline underline-offset-2">
            {copy.open}
          </Link>
        </p>
      )}
    </RecordSection>
  );
}
