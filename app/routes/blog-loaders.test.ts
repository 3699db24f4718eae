// The blog routes' failure paths: a failed load or lookup is logged, then
// shown as an empty list or 'Post Not Found' — never a 500.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANONYMOUS_CACHE_HEADER } from "~/lib/http/anonymous-cache";
import { captureLogs } from "~/testing/logs";

vi.mock("~/lib/blog/posts.server", () => {
  const fail = () => Promise.reject(new Error("the posts could not be read"));
  return { publishedPosts: fail, readPublishedPosts: fail, renderPost: fail, toSummary: fail };
});

const { loader: postLoader } = await import("./blog-post");
const { blogListCopy, blogPostCopy } = await import("~/content/blog");
const { loader: listLoader } = await import("./blog");

type LoaderArgs<T extends (...args: never[]) => unknown> = Parameters<T>[0];

afterEach(() => {
  vi.restoreAllMocks();
});

describe("blog loaders when the articles cannot be loaded", () => {
  it("logs a failed article lookup and answers 'not found' with status 404", async () => {
    using logs = captureLogs();
    const url = new URL("http://localhost/blog/cloud-migration-best-practices.data");
    const result = await postLoader({
      params: { slug: "cloud-migration-best-practices" },
      request: new Request(url),
      url: new URL("http://localhost/blog/cloud-migration-best-practices"),
      context: {},
    } as unknown as LoaderArgs<typeof postLoader>);
    expect(result).toMatchObject({ data: { post: null }, init: { status: 404 } });
    expect("data" in result && result.data.page.html).toContain(blogPostCopy.notFoundHeading);
    expect(logs.messages("error")).toHaveLength(1);
    expect(logs.messages("error")[0]).toContain("cloud-migration-best-practices");
  });

  it("logs a failed list load and shows an empty list", async () => {
    using logs = captureLogs();
    // A data request (client-side navigation) carries the results' markup.
    const request = new Request("http://localhost/blog.data?q=cloud");
    const result = await listLoader({
      request,
      url: new URL("http://localhost/blog?q=cloud"),
      context: {},
    } as unknown as LoaderArgs<typeof listLoader>);
    expect(result).toMatchObject({ data: { q: "cloud", tag: "" } });
    expect(result.data.regions.results.html).toContain(blogListCopy.emptyTitle);
    // A list drawn without its posts is not kept for the next visitors.
    expect(result.init?.headers).toEqual({ [ANONYMOUS_CACHE_HEADER]: "0" });
    expect(logs.messages("error")).toHaveLength(1);
  });
});
