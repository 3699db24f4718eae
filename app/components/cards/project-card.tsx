import { TechnologyChips } from "~/components/cards/technology-chips";
import { ArrowLink, cardFootLinkClass } from "~/components/ui/arrow-link";
import { ProjectArt } from "~/components/ui/project-art";
import * as projectWordsEn from "~/content/project-words";
import * as projectWordsMl from "~/content/project-words.ml";
import type { Project } from "~/content/schema";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { projectIn } from "~/lib/showcase";

// Rendered in static regions only (server-side), so both languages' words may be imported here.
const projectWords = localized(projectWordsEn, projectWordsMl);

/** A project's card, told in the page's language (`project` may be the English facts). */
export function ProjectCard({ project: facts }: { project: Project }) {
  const words = projectWords[useLocale()];
  const to = useLocalePath();
  const project = projectIn(facts, words.projectStories);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <ProjectArt category={project.category} alt={project.imageAlt} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {words.categoryLabels[project.category]}
        </p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900">{project.title}</h3>
        <p className="mt-1 text-sm text-slate-500">{project.client}</p>
        <p className="mt-3 text-slate-600">{project.description}</p>
        <TechnologyChips technologies={project.technologies} count={4} />
        <ArrowLink to={to(`/portfolio/${project.slug}`)} className={cardFootLinkClass} context={`: ${project.title}`}>
          {words.projectLabels.viewCaseStudy}
        </ArrowLink>
      </div>
    </article>
  );
}
