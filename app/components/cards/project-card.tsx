import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { ProjectArt } from "~/components/ui/project-art";
import type { Project } from "~/content/schema";
import { previewList } from "~/lib/preview";

export function ProjectCard({ project }: { project: Project }) {
  const technologies = previewList(project.technologies, 4);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <ProjectArt category={project.category} alt={project.imageAlt} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{project.category}</p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900">{project.title}</h3>
        <p className="mt-1 text-sm text-slate-500">{project.client}</p>
        <p className="mt-3 text-slate-600">{project.description}</p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Technologies">
          {technologies.shown.map((technology) => (
            <li key={technology} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {technology}
            </li>
          ))}
          {technologies.hiddenCount > 0 ? (
            <li className="px-1 py-0.5 text-xs text-slate-500">+{technologies.hiddenCount} more</li>
          ) : null}
        </ul>
        <Link
          to={`/portfolio/${project.slug}`}
          className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          View case study<span className="sr-only">: {project.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
