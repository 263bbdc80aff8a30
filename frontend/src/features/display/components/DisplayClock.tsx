import { useNow } from '../../../components/useNow';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const date = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

/** The site's local time (the browser's), ticking each second. */
export function DisplayClock() {
  const now = useNow(1000);
  return (
    <div className="dock-display-clock">
      <time dateTime={new Date(now).toISOString()}>{time.format(now)}</time>
      <span className="dock-display-date">{date.format(now)}</span>
    </div>
  );
}
