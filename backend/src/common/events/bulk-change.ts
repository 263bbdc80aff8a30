/** More events than this from one command are published as a bulk (docs/decisions.md, "Live updates"). */
export const BULK_EVENTS = 250;

/**
 * Published once, right after the commit, by a command that recorded more than BULK_EVENTS events
 * (a large schedule import); its events follow, each `publishedInBulk`, a slice per turn of the event loop.
 */
export class EventsCommittedInBulk {
  constructor(readonly events: number) {}
}
