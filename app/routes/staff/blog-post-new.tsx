import { Link } from "react-router";
import type { Route } from "./+types/blog-post-new";
import { BlogPostForm } from "~/components/staff/blog-post-form";
import { staffBlogCopy as copy } from "~/content/staff-publishing";
import { team } from "~/content/team";
import { staffMeta } from "~/lib/casework/page";
import { indiaDay } from "~/lib/contracts/period";
import { formAction } from "~/lib/form-action.server";
import { blogPostForm } from "~/lib/publishing/staff-actions.server";
import type { BlogPostActionData } from "~/lib/publishing/staff-query";
import { staffOf } from "~/lib/staff/guard.server";

// /staff/blog/new: a new draft, dated today in India.
export async function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  return { today: indiaDay(new Date()) };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, blogPostForm(staffOf(args.context), { mode: "new" }));
}

export const meta: Route.MetaFunction = () => staffMeta(copy.newTitle);

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const answer: BlogPostActionData | undefined = actionData;
  return (
    <>
      <Link to="/staff/blog" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.newTitle}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      <BlogPostForm
        words={copy}
        initial={{
          title: "",
          slug: "",
          language: "en",
          excerpt: "",
          author: team[0]?.name ?? "",
          publishedOn: loaderData.today,
          category: "",
          tags: "",
          featured: "",
          imageName: "devices",
          imageAlt: "",
          body: "",
        }}
        version={null}
        slugFixed={false}
        answer={answer}
        submitLabel={copy.create}
      />
    </>
  );
}
