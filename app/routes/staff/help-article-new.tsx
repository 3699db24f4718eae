import { Link } from "react-router";
import type { Route } from "./+types/help-article-new";
import { HelpArticleForm } from "~/components/staff/help-article-form";
import { FormAlert } from "~/components/ui/form-fields";
import { staffHelpCopy as copy } from "~/content/staff-help";
import { staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { helpArticleForm } from "~/lib/help/staff-actions.server";
import { HELP_ARTICLE_LIMITS, type HelpArticleActionData } from "~/lib/help/staff-query";
import { staffOf } from "~/lib/staff/guard.server";

// /staff/help/new: a new draft; also where a resolved ticket's "Draft an article" posts (intent fromTicket).
export async function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  return null;
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, helpArticleForm(staffOf(args.context), { mode: "new" }));
}

export const meta: Route.MetaFunction = () => staffMeta(copy.newTitle);

const blank = {
  title: "",
  slug: "",
  language: "en",
  summary: "",
  category: HELP_ARTICLE_LIMITS.draftCategory,
  tags: "",
  body: "",
  concerns: [],
};

export default function NewHelpArticle({ actionData }: Route.ComponentProps) {
  const answer: HelpArticleActionData | undefined = actionData;
  return (
    <>
      <Link to="/staff/help" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.newTitle}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      {/* A ticket's "Draft an article" refused (the ticket is not resolved): said here. */}
      <FormAlert message={answer?.intent === "fromTicket" ? answer.message : null} />
      <HelpArticleForm words={copy} initial={blank} version={null} answer={answer} submitLabel={copy.create} />
    </>
  );
}
