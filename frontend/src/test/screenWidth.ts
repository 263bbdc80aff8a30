/** jsdom has no layout: answers antd's media queries as a screen of this width would; returns the undo. */
export function setScreenWidth(width: number): () => void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, bound, pixels]) =>
      bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
    );
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: matches(query) });
  return () => {
    window.matchMedia = original;
  };
}
