import type { Route } from "./+types/blog-post";
import { BlogPostForm } from "~/components/staff/blog-post-form";
import { PublishingBox, VersionHistory } from "~/components/staff/publication-panels";
import { RecordPage } from "~/components/staff/record-page";
import { publicationStatusLabels, staffBlogCopy as copy } from "~/content/staff-publishing";
import { caseAlert } from "~/lib/casework/case-form";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { canPublish } from "~/lib/casework/policy";
import { formAction } from "~/lib/form-action.server";
import { pathIn } from "~/lib/i18n/locale";
import { getStaffBlogPost } from "~/lib/publishing/blog-posts.server";
import { canMovePublication, publicationMoves } from "~/lib/publishing/moves";
import { blogPostForm } from "~/lib/publishing/staff-actions.server";
import type { BlogPostActionData } from "~/lib/publishing/staff-query";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";

export async function loader(args: Route.LoaderArgs) {
  const { staff, record: post } = await recordOfPage(args, getStaffBlogPost);
  const moves = publicationMoves.filter((move) => canMovePublication(move, post.status));
  return { post, moves, mayPublish: canPublish(staff, "blog_post") };
}

export async function action(args: Route.ActionArgs) {
  return formAction(
    args,
    recordForm(args, (staff, id) => blogPostForm(staff, { mode: "edit", id })),
  );
}

export const shouldRevalidate = reloadAfterConflict;

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? copy.title(loaderData.post.title) : "");

export default function StaffBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, moves, mayPublish } = loaderData;
  const answer: BlogPostActionData | undefined = actionData;
  const publishAnswer = answer?.intent === "publish" || answer?.intent === "unpublish" || answer?.intent === "archive";
  return (
    <RecordPage
      back={{ href: "/staff/blog", label: copy.back }}
      heading={post.title}
      summary={
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{copy.status(publicationStatusLabels[post.status], post.version)}</span>
          {post.status === "published" ? (
            <a
              href={pathIn(post.language, `/blog/${post.slug}`)}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {copy.publicLink}
            </a>
          ) : null}
        </p>
      }
      side={
        <>
          <PublishingBox
            words={copy.publishing}
            status={post.status}
            moves={moves}
            mayPublish={mayPublish}
            alert={publishAnswer ? (answer?.message ?? null) : null}
          />
          <VersionHistory
            words={copy.history}
            current={post.version}
            versions={post.versions}
            language={post.language}
            status={caseAlert(answer, "restore", "save")}
          />
        </>
      }
    >
      <BlogPostForm
        words={copy}
        initial={{
          title: post.title,
          slug: post.slug,
          language: post.language,
          excerpt: post.excerpt,
          author: post.author,
          publishedOn: post.publishedOn,
          category: post.category,
          tags: post.tags.join(", "),
          featured: post.featured ? "on" : "",
          imageName: post.imageName,
          imageAlt: post.imageAlt,
          body: post.body,
        }}
        version={post.version}
        slugFixed={post.slugFixed}
        answer={answer}
        submitLabel={copy.save}
      />
    </RecordPage>
  );
}
