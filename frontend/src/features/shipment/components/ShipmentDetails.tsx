import { Card, Descriptions } from 'antd';
import type { Shipment } from '@dockflow/contracts';
import { NOT_SET, formatDateTime } from '../../../lib/format';
import type { CrewNames } from '../useCrewNames';

/** docs/product.md §11: every field of the shipment. */
export function ShipmentDetails({ shipment, names }: { shipment: Shipment; names: CrewNames }) {
  return (
    <Card title="Details" size="small" className="shipment-section">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, xl: 3 }}
        items={[
          { key: 'door', label: 'Container Door', children: shipment.containerDoor ?? NOT_SET },
          { key: 'dock', label: 'Dock Location', children: shipment.dockLocation ?? NOT_SET },
          { key: 'floorLead', label: 'Floor Lead', children: names('floor_lead', shipment.floorLeadId) },
          { key: 'seal', label: 'Seal Number', children: shipment.sealNumber ?? NOT_SET },
          { key: 'tempRecorder', label: 'Temperature Recorder', children: shipment.tempRecorderId ?? NOT_SET },
          { key: 'eta', label: 'ETA', children: formatDateTime(shipment.estimatedCompletion) },
          { key: 'completed', label: 'Completed', children: formatDateTime(shipment.actualCompletion) },
          { key: 'created', label: 'Created', children: formatDateTime(shipment.createdAt) },
          { key: 'updated', label: 'Updated', children: formatDateTime(shipment.updatedAt) },
          { key: 'notes', label: 'Notes', span: 'filled', children: <span className="pre-line">{shipment.notes ?? NOT_SET}</span> },
        ]}
      />
    </Card>
  );
}
