import { FolderSearch } from "~/components/ui/icons";
import { ProjectCard } from "~/components/cards/project-card";
import type { Project } from "~/content/schema";

type ProjectGridProps = { projects: readonly Project[]; emptyTitle: string; emptyText: string };

/** Project cards in a responsive grid, or the empty state when a filter leaves none. */
export function ProjectGrid({ projects, emptyTitle, emptyText }: ProjectGridProps) {
  if (projects.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
        <FolderSearch aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <h3 className="mt-4 text-lg font-semibold text-slate-900">{emptyTitle}</h3>
        <p className="mt-1 text-slate-600">{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.slug}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
