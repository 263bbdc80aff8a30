import { shiftAt, type SiteInfo } from '@dockflow/contracts';
import type { AppConfig } from '../../config/env.js';

/** The site's zone, name and the shift its clock is in at `now` (docs/product.md §2.3, §15). */
export function siteInfo(config: AppConfig, now: Date): SiteInfo {
  const shift = shiftAt(now, config.siteShifts, config.siteTimezone);
  return {
    timeZone: config.siteTimezone,
    name: config.siteName ?? null,
    shift: { name: shift.name, startedAt: shift.startedAt.toISOString(), endsAt: shift.endsAt.toISOString() },
  };
}
