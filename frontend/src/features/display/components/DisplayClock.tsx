import { useNow } from '../../../components/useNow';
import { siteFormatter, siteZoneName } from '../../../lib/siteTime';

/** The site's time (docs/product.md §15), whatever the wall display's own zone, labelled with the zone and ticking each second. */
export function DisplayClock() {
  const now = useNow(1000);
  const at = new Date(now);
  return (
    <div className="dock-display-clock">
      <time dateTime={at.toISOString()}>{`${siteFormatter('display-time', { timeStyle: 'medium' }).format(at)} ${siteZoneName(at)}`}</time>
      <span className="dock-display-date">{siteFormatter('display-date', { weekday: 'long', day: 'numeric', month: 'long' }).format(at)}</span>
    </div>
  );
}
