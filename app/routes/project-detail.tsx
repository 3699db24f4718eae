import { data } from "react-router";
import type { Route } from "./+types/project-detail";
import { NotFoundView } from "~/components/sections/not-found-view";
import { PageHeader } from "~/components/sections/page-header";
import { getProject } from "~/content/projects";
import { documentTitle, pageMeta } from "~/lib/meta";

export function loader({ params }: Route.LoaderArgs) {
  const project = getProject(params.slug);
  if (!project) return data({ project: null }, { status: 404 });
  return { project };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const project = loaderData?.project;
  if (!project) return [{ title: documentTitle("Project Not Found") }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: project.title, description: project.description }, `/portfolio/${params.slug}`);
};

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  if (!project) {
    return (
      <NotFoundView
        heading="Project Not Found"
        text="The project you're looking for doesn't exist."
        backTo="/portfolio"
        backLabel="Back to Portfolio"
      />
    );
  }
  return <PageHeader eyebrow={project.category} heading={project.title} intro={project.description} />;
}
