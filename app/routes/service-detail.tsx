import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { NotFoundView } from "~/components/sections/not-found-view";
import { PageHeader } from "~/components/sections/page-header";
import { getService } from "~/content/services";
import { documentTitle, pageMeta } from "~/lib/meta";

export function loader({ params }: Route.LoaderArgs) {
  const service = getService(params.slug);
  if (!service) return data({ service: null }, { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const service = loaderData?.service;
  if (!service) return [{ title: documentTitle("Service Not Found") }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: service.title, description: service.shortDescription }, `/services/${params.slug}`);
};

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  if (!service) {
    return (
      <NotFoundView
        heading="Service Not Found"
        text="The service you're looking for doesn't exist."
        backTo="/services"
        backLabel="Back to Services"
      />
    );
  }
  return <PageHeader eyebrow="Our services" heading={service.title} intro={service.description} />;
}
