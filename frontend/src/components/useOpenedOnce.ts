import { useState } from 'react';

/**
 * Whether `open` has been true at least once: a dialog whose code loads on first use (React.lazy) is
 * mounted from then on, so it keeps its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
