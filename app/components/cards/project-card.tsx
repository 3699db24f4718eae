import { TechnologyChips } from "~/components/cards/technology-chips";
import { ArrowLink, cardFootLinkClass } from "~/components/ui/arrow-link";
import { ProjectArt } from "~/components/ui/project-art";
import type { Project } from "~/content/schema";

export function ProjectCard({ project }: { project: Project }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <ProjectArt category={project.category} alt={project.imageAlt} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{project.category}</p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900">{project.title}</h3>
        <p className="mt-1 text-sm text-slate-500">{project.client}</p>
        <p className="mt-3 text-slate-600">{project.description}</p>
        <TechnologyChips technologies={project.technologies} count={4} />
        <ArrowLink to={`/portfolio/${project.slug}`} className={cardFootLinkClass} context={`: ${project.title}`}>
          View case study
        </ArrowLink>
      </div>
    </article>
  );
}
