import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A component whose code the browser fetches only when it is first rendered (or `preload`ed), like
 * React.lazy — but rendered at once on the server: the server loads it when this module loads, so a
 * document never holds a suspended boundary that only JavaScript could reveal (pages must work
 * without it).
 *
 * It brings its own Suspense boundary, behind memo. Until its code arrives the boundary stays as the
 * server rendered it (dehydrated), and a visitor may already be typing in it. Should the page re-render
 * it meanwhile — React Router does when it learns the page's links' routes (/__manifest) — React
 * would give up hydrating and render the island afresh, replacing the server's markup and what was
 * typed in it (seen: an application form's first field emptied). Memo keeps the boundary out of such
 * a re-render while its props are unchanged, so it is hydrated, keeping the visitor's input.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (import.meta.env.SSR) void preload();
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per island at module level, not during render.
  function Island(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(memo(Island), { preload });
}
