import type { Route } from "./+types/about";
import { PageHeader } from "~/components/sections/page-header";
import { TeamGrid } from "~/components/sections/team-grid";
import { pages } from "~/content/pages";
import { team } from "~/content/team";
import { pageMeta } from "~/lib/meta";

const copy = pages.about;

export const meta: Route.MetaFunction = () => pageMeta(copy, "/about");

export default function AboutPage() {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <section id="team" aria-labelledby="team-heading" className="container-page py-16">
        <h2 id="team-heading" className="text-3xl font-bold text-slate-900">
          Meet the team
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">The people who answer your calls and build your systems.</p>
        <div className="mt-8">
          <TeamGrid members={team} />
        </div>
      </section>
    </>
  );
}
