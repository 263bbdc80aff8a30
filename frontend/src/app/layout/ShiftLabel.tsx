import { useEffect } from 'react';
import { useGetSiteQuery } from '../../lib/session';

/**
 * How long to wait before asking again when the server did not answer (no network when the screen
 * opened), or when the shift has ended by this browser's clock but the server's answer still gives it
 * (a clock running ahead): rather than at once, over and over.
 */
const ASK_AGAIN_MS = 60_000;

/**
 * docs/product.md §2.3: the shift the site's clock is in and the site's name ("Day Shift - Dock A"),
 * as the server computes them (SITE_SHIFTS, SITE_NAME); asked again when the shift ends, so a screen
 * left open through the night changes with it. Nothing shows until the server has said.
 */
export function ShiftLabel() {
  const { data: site, refetch, isFetching, isError } = useGetSiteQuery();
  const endsAt = site?.shift.endsAt;

  useEffect(() => {
    if (isFetching || (!endsAt && !isError)) return;
    const remaining = endsAt ? Date.parse(endsAt) - Date.now() : 0;
    const timer = setTimeout(() => void refetch(), remaining > 0 && !isError ? remaining : ASK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [endsAt, isFetching, isError, refetch]);

  if (!site) return null;
  return <span className="shift-label hide-on-phone">{site.name ? `${site.shift.name} - ${site.name}` : site.shift.name}</span>;
}
