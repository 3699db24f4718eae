import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, ScrollRestoration, UNSAFE_createBrowserHistory } from "react-router";
import { describe, expect, it } from "vitest";
import { lightenScrollRestoration } from "./scroll-restoration.server";

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** What React Router itself prints for <ScrollRestoration /> (so a change in its script shows here). */
function routerScript(): string {
  const Stub = createRoutesStub([{ path: "/", Component: Layout }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

type FakeWindow = { history: { state: unknown; replaceState(state: unknown): void }; scrolledTo: number | null };

/** Runs a document's scroll script against a fake window, with the timers run after it. */
function run(html: string, state: unknown, saved: Record<string, number>) {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const timers: (() => void)[] = [];
  const window: FakeWindow = {
    history: {
      state,
      replaceState(next) {
        window.history.state = next;
      },
    },
    scrolledTo: null,
  };
  const storage = new Map([["react-router-scroll-positions", JSON.stringify(saved)]]);
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    removeItem: (key: string) => storage.delete(key),
  };
  let reads = 0;
  const counted = {
    getItem: (key: string) => {
      reads += 1;
      return sessionStorage.getItem(key);
    },
    removeItem: sessionStorage.removeItem,
  };
  new Function("window", "sessionStorage", "setTimeout", "scrollTo", script)(
    window,
    counted,
    (callback: () => void) => timers.push(callback),
    (_x: number, y: number) => {
      window.scrolledTo = y;
    },
  );
  const beforeTimers = { state: window.history.state, reads };
  for (const timer of timers) timer();
  return { beforeTimers, after: window.history.state, scrolledTo: window.scrolledTo };
}

describe("lightenScrollRestoration", () => {
  const original = routerScript();
  const light = lightenScrollRestoration(original);

  it("finds React Router's script and replaces it", () => {
    expect(original).toContain("sessionStorage.getItem(storageKey)");
    expect(light).not.toBe(original);
    expect(light).toContain('"react-router-scroll-positions"');
  });

  it("puts a revisited entry back at its saved position at once", () => {
    const result = run(light, { key: "abc" }, { abc: 640 });
    expect(result.scrolledTo).toBe(640);
    expect(result.after).toEqual({ key: "abc" });
  });

  it("gives a fresh entry its key after the parse, without reading the saved positions", () => {
    const result = run(light, null, { abc: 640 });
    expect(result.beforeTimers).toEqual({ state: null, reads: 0 });
    expect(result.after).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 });
    expect(result.scrolledTo).toBeNull();
  });

  it("gives a fresh entry the index React Router's history starts with, so the router does not write it again", () => {
    /** How many times React Router's history writes the entry as it starts on a document with this state. */
    const writesAtStart = (state: unknown) => {
      let writes = 0;
      const window = {
        history: { state, replaceState: () => (writes += 1) },
        location: new URL("http://localhost/"),
      } as unknown as Window;
      UNSAFE_createBrowserHistory({ window });
      return writes;
    };
    expect(writesAtStart(run(original, null, {}).after)).toBe(1);
    expect(writesAtStart(run(light, null, {}).after)).toBe(0);
  });

  it("leaves a document without the script as it is", () => {
    const html = "<html><body><script>console.log(1)</script></body></html>";
    expect(lightenScrollRestoration(html)).toBe(html);
  });
});
