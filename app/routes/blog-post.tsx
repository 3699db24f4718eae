import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { NotFoundView } from "~/components/sections/not-found-view";
import { documentTitle } from "~/lib/meta";

// Articles arrive with the blog issue; until then every slug is the spec's 'Post Not Found' view.
export function loader(_: Route.LoaderArgs) {
  return data({ post: null }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: documentTitle("Post Not Found") },
  { name: "robots", content: "noindex" },
];

export default function BlogPostPage() {
  return (
    <NotFoundView
      heading="Post Not Found"
      text="The blog post you're looking for doesn't exist."
      backTo="/blog"
      backLabel="Back to Blog"
    />
  );
}
