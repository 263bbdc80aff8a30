import { Card, Form } from 'antd';
import { useId } from 'react';
import type { Shipment, WorkflowStep } from '@dockflow/contracts';
import { NoShipmentsFound, ShipmentsLoadFailed } from './ShipmentListStates';
import { ShipmentSelect, useShipmentsAtSteps } from './ShipmentSelect';

interface ShipmentPickerProps {
  /** The workflow steps whose shipments are offered. */
  steps: readonly WorkflowStep[];
  selected: Shipment | null;
  onSelect: (shipment: Shipment) => void;
  /** What the empty state says is missing, e.g. "No shipment is waiting for a bill of lading." */
  emptyDescription: string;
}

/**
 * The card a workflow screen starts with: the shipments at its steps, searched on the server and
 * kept current live. The chosen shipment stays offered when it moves on (a container that has just
 * finished loading).
 */
export function ShipmentPicker({ steps, selected, onSelect, emptyDescription }: ShipmentPickerProps) {
  const selectId = useId();
  const { data, error } = useShipmentsAtSteps(steps);

  return (
    <Card title="Shipment">
      {error && !data ? (
        <ShipmentsLoadFailed error={error} />
      ) : data?.total === 0 && !selected ? (
        <NoShipmentsFound description={emptyDescription} />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item label="Shipment" htmlFor={selectId} style={{ marginBottom: 0 }}>
            <ShipmentSelect
              id={selectId}
              steps={steps}
              value={selected?.id}
              onShipment={(shipment) => shipment && onSelect(shipment)}
              kept={selected}
            />
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
