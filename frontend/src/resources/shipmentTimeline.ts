import type { TimelineEntry } from '@dockflow/contracts';
import { api } from '../lib/api';
import { onTimelineEntry, whileCached } from '../lib/livePushes';
import { shipmentPath, shipmentTag } from './shipment';

/** Adds a pushed entry to a cached timeline, once, in the order the events happened. */
function addTimelineEntry(timeline: TimelineEntry[], entry: TimelineEntry): void {
  if (timeline.some((known) => known.id === entry.id)) return;
  const later = timeline.findIndex((known) => known.occurredAt > entry.occurredAt);
  timeline.splice(later === -1 ? timeline.length : later, 0, entry);
}

/**
 * GET /api/shipments/{id}/timeline: the shipment page, which joins the shipment's room
 * (useShipmentRoom). Live: each new entry is pushed there (shipment.timeline-entry); never refetched.
 */
export const shipmentTimelineResource = api.injectEndpoints({
  endpoints: (build) => ({
    getShipmentTimeline: build.query<TimelineEntry[], string>({
      query: (shipmentId) => shipmentPath(shipmentId, '/timeline'),
      providesTags: (_result, _error, shipmentId) => [shipmentTag(shipmentId, '/timeline')],
      onCacheEntryAdded: (shipmentId, entry) =>
        whileCached(entry, (whenLoaded) =>
          onTimelineEntry(
            whenLoaded((payload) => {
              if (payload.shipmentId === shipmentId) entry.updateCachedData((timeline) => addTimelineEntry(timeline, payload.entry));
            }),
          ),
        ),
    }),
  }),
});

export const { useGetShipmentTimelineQuery } = shipmentTimelineResource;
