import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: like React.lazy, it serves components of any props
type Module<C extends ComponentType<any>> = { default: C };

/**
 * React.lazy with a preload: `preload()` starts the chunk early (a route loader, a module evaluated on a
 * hover prefetch) and `Component()` then returns the loaded component itself, so its first render does not
 * suspend and no fallback of another size is painted (a layout shift). A component asked for
 * before its chunk arrived is the lazy one, and stays it: its type never changes under a mounted tree.
 */
// biome-ignore lint/suspicious/noExplicitAny: see Module
export function preloadable<C extends ComponentType<any>>(load: () => Promise<Module<C>>) {
  let promise: Promise<Module<C>> | null = null;
  let loaded: C | null = null;
  let chosen: C | null = null;
  const preload = () => {
    promise ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // forgotten, so the next render loads again and its boundary reports a second failure
        promise = null;
        throw error;
      },
    );
    return promise;
  };
  const lazyComponent = lazy(preload) as unknown as C;
  return {
    preload,
    Component: (): C => {
      chosen ??= loaded ?? lazyComponent;
      return chosen;
    },
  };
}
