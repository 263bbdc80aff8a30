import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyNamed } from './lazyNamed';

function Board() {
  return <p>Dock board</p>;
}

/** A module whose code arrives when `arrive` is called. */
function slowModule() {
  let arrive = () => {};
  const loaded = new Promise<{ Board: typeof Board }>((resolve) => {
    arrive = () => resolve({ Board });
  });
  return { load: () => loaded, arrive: () => arrive() };
}

function renderLazy(Component: ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyNamed (a page loaded with its own code)', () => {
  it('draws a page whose code was preloaded at its first render, without the loading fallback', async () => {
    const module = slowModule();
    const LazyBoard = lazyNamed(module.load, 'Board');
    const preloaded = LazyBoard.preload();
    module.arrive();
    await preloaded;

    renderLazy(LazyBoard);

    expect(screen.getByText('Dock board')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while code that has not arrived loads, then the page', async () => {
    const module = slowModule();
    const LazyBoard = lazyNamed(module.load, 'Board');

    renderLazy(LazyBoard);
    expect(screen.getByText('Loading')).toBeInTheDocument();

    module.arrive();
    expect(await screen.findByText('Dock board')).toBeInTheDocument();
  });
});
