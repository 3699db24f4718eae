import { Link } from "react-router";
import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { team } from "~/content/team";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useBlogWords } from "./blog-words";

/** Who wrote the article: initials, role and short bio from the team list, with links onward. */
export function AuthorBox({ author }: { author: string }) {
  const { blogPostCopy } = useBlogWords();
  const to = useLocalePath();
  const member = team.find((m) => m.name === author);
  return (
    <section aria-labelledby="author-heading" className="rounded-2xl bg-slate-50 p-6 md:p-8">
      <h2 id="author-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {blogPostCopy.aboutAuthor}
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row">
        <InitialsAvatar name={author} size="lg" />
        <div>
          <p className="text-xl font-semibold text-slate-900">{author}</p>
          {member ? (
            <>
              <p className="text-sm font-medium text-brand-700">{member.position}</p>
              <p className="mt-3 text-slate-700">{member.bio}</p>
            </>
          ) : null}
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <Link to={to("/about#team")} className="text-brand-700 underline-offset-4 hover:underline">
              {blogPostCopy.viewProfile}
              <span className="sr-only">: {author}</span>
            </Link>
            <Link to={to("/blog")} className="text-brand-700 underline-offset-4 hover:underline">
              {blogPostCopy.moreArticles}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
