import { Empty, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { useGetShipmentTimelineQuery } from '../../../resources/shipmentTimeline';
import { describeTimelineEntry } from '../timelineEntries';
import type { CrewNames } from '../useCrewNames';
import { QueryCard } from './QueryCard';

/** docs/product.md §3.10 and §11: the shipment's domain events, oldest first: what happened, who did it and when. */
export function TimelineSection({ shipmentId, names }: { shipmentId: string; names: CrewNames }) {
  const query = useGetShipmentTimelineQuery(shipmentId);
  return (
    <QueryCard title="Timeline" query={query}>
      {(entries) =>
        entries.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No events yet" />
        ) : (
          <Timeline
            items={entries.map((entry) => {
              const { label, summary } = describeTimelineEntry(entry, names);
              return {
                key: entry.id,
                content: (
                  <div>
                    <Typography.Text strong>{label}</Typography.Text>
                    <div className="cell-secondary">{`${entry.actorName ?? 'Removed user'} · ${formatDateTime(entry.occurredAt)}`}</div>
                    {summary && <div>{summary}</div>}
                  </div>
                ),
              };
            })}
          />
        )
      }
    </QueryCard>
  );
}
