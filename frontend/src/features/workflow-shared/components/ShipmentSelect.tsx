import { Select } from 'antd';
import { shipmentStatusLabel, type Shipment } from '@dockflow/contracts';

/** "TMP-1001 (Truck Check-In, 1A, Dock A)": what tells a shipment apart on the dock. */
export function shipmentOptionLabel(shipment: Shipment): string {
  const place = [shipment.containerDoor, shipment.dockLocation].filter(Boolean);
  return `${shipment.tmpNumber} (${[shipmentStatusLabel(shipment.status), ...place].join(', ')})`;
}

interface ShipmentSelectProps {
  id?: string;
  shipments: readonly Shipment[] | undefined;
  loading: boolean;
  /** The shipment id; antd's Form.Item sets value and onChange when this is a form field. */
  value?: string;
  onChange?: (shipmentId: string) => void;
  /** A shipment to keep offering although the list no longer holds it (it moved on while chosen). */
  kept?: Shipment | null;
  disabled?: boolean;
}

/** A searchable select of shipments by TMP number. */
export function ShipmentSelect({ id, shipments = [], loading, value, onChange, kept, disabled }: ShipmentSelectProps) {
  const offered = kept && !shipments.some((shipment) => shipment.id === kept.id) ? [kept, ...shipments] : shipments;
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select a shipment by TMP number"
      notFoundContent="No shipment matches"
      options={offered.map((shipment) => ({ value: shipment.id, label: shipmentOptionLabel(shipment) }))}
    />
  );
}
