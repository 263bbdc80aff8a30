import { lazy, type ComponentType } from 'react';

/**
 * A thenable that is fulfilled already. React.lazy calls its `then` and, as the callback runs at once, renders
 * the component in the same pass; a promise answers a microtask later, too late for that render.
 */
function fulfilled<T>(value: T): Promise<T> {
  const thenable = { status: 'fulfilled', value, then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) };
  // React.lazy's type asks for a Promise; React reads any thenable (docs/performance.md, "React's 300 ms").
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy for a module's named component export, with `preload()` to start loading it before it renders.
 * Once loaded, its first render draws it at once. Without that, React.lazy suspends even on loaded code: the
 * Suspense fallback is drawn, and React then holds the screen back until 300 ms after the fallback
 * (docs/performance.md, "React's 300 ms").
 */
export function lazyNamed<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name) {
  let loaded: { default: Module[Name] } | undefined;
  const preload = () => load().then((module) => (loaded = { default: module[name] }));
  return Object.assign(
    lazy(() => (loaded ? fulfilled(loaded) : preload())),
    { preload },
  );
}
