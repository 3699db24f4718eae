import { Link, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { documentStaticRegions, staticRegions } from "./static-regions.server";

/** Loader arguments as React Router passes them: the raw request and the normalised page URL. */
function args(raw: string, context: RouterContextProvider) {
  const url = new URL(raw.replace(/\/_root\.data$/, "/").replace(/\.data$/, ""));
  return { request: new Request(raw), url, context };
}

const regions = {
  intro: (
    <p>
      Hello <Link to="/services">services</Link>
    </p>
  ),
};

describe("staticRegions", () => {
  it("keeps a document request's HTML on the server, for entry.server to stream in place", () => {
    const context = new RouterContextProvider();
    const result = staticRegions(args("http://site.test/", context), "home", regions);
    expect(result.intro).toEqual({ id: "home-intro", html: null });
    expect(documentStaticRegions(context).get("home-intro")).toMatch(
      /^<p>Hello <a href="\/services"[^>]*>services<\/a><\/p>$/,
    );
  });

  it("returns the HTML to a client-side navigation (a .data request)", () => {
    const document = new RouterContextProvider();
    staticRegions(args("http://site.test/", document), "home", regions);
    const context = new RouterContextProvider();
    const result = staticRegions(args("http://site.test/_root.data", context), "home", regions);
    expect(result.intro.html).toBe(documentStaticRegions(document).get("home-intro"));
    expect(documentStaticRegions(context).size).toBe(0);
  });

  it("gives every request its own set of document regions", () => {
    const first = new RouterContextProvider();
    const second = new RouterContextProvider();
    staticRegions(args("http://site.test/", first), "home", regions);
    expect(documentStaticRegions(second).size).toBe(0);
  });
});
