import { data } from "react-router";
import type { Route } from "./+types/client-detail";
import { NotFoundView } from "~/components/sections/not-found-view";
import { PageHeader } from "~/components/sections/page-header";
import { getClient } from "~/content/clients";
import { documentTitle, pageMeta } from "~/lib/meta";

export function loader({ params }: Route.LoaderArgs) {
  const client = getClient(params.id);
  if (!client) return data({ client: null }, { status: 404 });
  return { client };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const client = loaderData?.client;
  if (!client) return [{ title: documentTitle("Client Not Found") }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: `${client.name} — Client Story`, description: client.description }, `/clients/${params.id}`);
};

export default function ClientDetailPage({ loaderData }: Route.ComponentProps) {
  const { client } = loaderData;
  if (!client) {
    return (
      <NotFoundView
        heading="Client Not Found"
        text="The client you're looking for doesn't exist."
        backTo="/portfolio"
        backLabel="Back to Portfolio"
      />
    );
  }
  return <PageHeader eyebrow={client.industry} heading={client.name} intro={client.description} />;
}
