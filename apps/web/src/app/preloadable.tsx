import { use, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the loaded component; suspends (nearest `<Suspense>`) only while it is not loaded yet. */
  Component: ComponentType<P>;
  /** Starts loading it (once); resolves when it can render without suspending. */
  load: () => Promise<unknown>;
}

/**
 * `React.lazy` that can be loaded before it renders. `lazy` suspends on its first render even when
 * its module is already there (its promise settles a microtask later), and React then holds the
 * content back for up to 300 ms after the fallback it committed (its fallback throttle): at boot
 * that cost the shell and then the screen such a wait each. A component loaded beforehand (the
 * route preload, ./preload.ts) renders at once.
 */
export function preloadable<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = pick(module);
      return loaded;
    }));
  function Loaded(props: P) {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  return { Component: Loaded, load: start };
}
