import { SOCKET_EVENTS, type CountConfirmationView, type EditShipmentRequest, type LoadingRow, type OtrAssignment, type PurchaseOrder, type Shipment, type ShipmentTimelineEntryPayload, type TimelineEntry } from '@dockflow/contracts';
import { api } from '../../../lib/api';
import { refetchOnShipmentChanges, type LiveTag } from '../../../lib/liveRefetch';
import { socket } from '../../../lib/socket';

/** Everything the shipment page shows about one shipment; refetched together when it changes. */
const pageTag = (shipmentId: string): LiveTag => ({ type: 'Shipment', id: `shipment-page/${shipmentId}` });

/** The timeline follows its own pushes (shipment.timeline-entry); refetched only after a reconnect. */
const timelineTag = (shipmentId: string): LiveTag => ({ type: 'Shipment', id: `shipment-timeline/${shipmentId}` });

/** Adds a pushed entry to a cached timeline, once, in the order the events happened. */
export function addTimelineEntry(timeline: TimelineEntry[], entry: TimelineEntry): void {
  if (timeline.some((known) => known.id === entry.id)) return;
  const later = timeline.findIndex((known) => known.occurredAt > entry.occurredAt);
  timeline.splice(later === -1 ? timeline.length : later, 0, entry);
}

const path = (shipmentId: string, part = '') => `/shipments/${encodeURIComponent(shipmentId)}${part}`;

export const shipmentPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shipments/{id}. While the page shows it, any change to the shipment refetches the page (at most once a second). */
    getShipment: build.query<Shipment, string>({
      query: (shipmentId) => path(shipmentId),
      providesTags: (_result, _error, shipmentId) => [pageTag(shipmentId)],
      onCacheEntryAdded: (shipmentId, lifecycle) =>
        refetchOnShipmentChanges(pageTag(shipmentId), lifecycle, ({ shipment }) => shipment.id === shipmentId),
    }),
    getShipmentPurchaseOrders: build.query<PurchaseOrder[], string>({
      query: (shipmentId) => path(shipmentId, '/purchase-orders'),
      providesTags: (_result, _error, shipmentId) => [pageTag(shipmentId)],
    }),
    getShipmentLoadingRows: build.query<LoadingRow[], string>({
      query: (shipmentId) => path(shipmentId, '/container-loading'),
      providesTags: (_result, _error, shipmentId) => [pageTag(shipmentId)],
    }),
    getShipmentCrew: build.query<OtrAssignment[], string>({
      query: (shipmentId) => path(shipmentId, '/otr-assignments'),
      providesTags: (_result, _error, shipmentId) => [pageTag(shipmentId)],
    }),
    getShipmentCounts: build.query<CountConfirmationView[], string>({
      query: (shipmentId) => path(shipmentId, '/count-confirmations'),
      providesTags: (_result, _error, shipmentId) => [pageTag(shipmentId)],
    }),
    /** The page joins the shipment's room (useShipmentRoom), where each new entry is pushed. */
    getShipmentTimeline: build.query<TimelineEntry[], string>({
      query: (shipmentId) => path(shipmentId, '/timeline'),
      providesTags: (_result, _error, shipmentId) => [timelineTag(shipmentId)],
      async onCacheEntryAdded(shipmentId, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry went away before its first answer
        }
        const onEntry = (payload: ShipmentTimelineEntryPayload) => {
          if (payload.shipmentId === shipmentId) updateCachedData((timeline) => addTimelineEntry(timeline, payload.entry));
        };
        socket.on(SOCKET_EVENTS.shipmentTimelineEntry, onEntry);
        await cacheEntryRemoved;
        socket.off(SOCKET_EVENTS.shipmentTimelineEntry, onEntry);
      },
    }),
    editShipment: build.mutation<Shipment, { shipmentId: string; edit: EditShipmentRequest }>({
      query: ({ shipmentId, edit }) => ({ url: path(shipmentId), method: 'PUT', body: edit }),
      invalidatesTags: (result, _error, { shipmentId }) => (result ? [pageTag(shipmentId)] : []),
    }),
  }),
});

export const {
  useGetShipmentQuery,
  useGetShipmentPurchaseOrdersQuery,
  useGetShipmentLoadingRowsQuery,
  useGetShipmentCrewQuery,
  useGetShipmentCountsQuery,
  useGetShipmentTimelineQuery,
  useEditShipmentMutation,
} = shipmentPageApi;
