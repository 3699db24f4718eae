import { type ComponentType, lazy } from "react";

/**
 * A component whose code the browser fetches only when it is first rendered (or `preload`ed), like
 * React.lazy — but rendered at once on the server: the server loads it when this module loads, so a
 * document never holds a suspended boundary that only JavaScript could reveal (pages must work
 * without it). Render it inside <Suspense> for the browser's sake.
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
    return <Component {...props} />;
  }
  return Object.assign(Island, { preload });
}
