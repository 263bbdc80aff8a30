import { useSyncExternalStore } from 'react';
import { firstPageMediaMatches } from '../lib/firstPage';

/**
 * Whether the media query matches now, read at the first render (antd's Grid.useBreakpoint answers
 * only after an effect, so a desktop would first draw the phone layout).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => firstPageMediaMatches(query),
  );
}

/** antd's `md` breakpoint: narrower is a phone. */
export const useIsPhone = (): boolean => !useMediaQuery('(min-width: 768px)');

/** antd's `lg` breakpoint: narrower is a phone or a tablet, where the sidebar is a drawer. */
export const useIsNarrow = (): boolean => !useMediaQuery('(min-width: 992px)');
