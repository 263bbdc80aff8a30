import { Select, Typography } from 'antd';
import { useState } from 'react';
import { shipmentStatusLabel, type Shipment, type WorkflowStep } from '@dockflow/contracts';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useListShipmentsQuery } from '../../../resources/shipmentList';

/** How many matches a picker shows at once; typing narrows them on the server. */
export const PICKER_PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 250;

/** "TMP-1001 (Truck Check-In, 1A, Dock A)": what tells a shipment apart on the dock. */
export function shipmentOptionLabel(shipment: Shipment): string {
  const place = [shipment.containerDoor, shipment.dockLocation].filter(Boolean);
  return `${shipment.tmpNumber} (${[shipmentStatusLabel(shipment.status), ...place].join(', ')})`;
}

/** The first page of the shipments at `steps`, as every picker shows it before anything is typed. */
export function useShipmentsAtSteps(steps: readonly WorkflowStep[], search = '') {
  return useListShipmentsQuery({ steps, search: search.trim() || undefined, page: 1, pageSize: PICKER_PAGE_SIZE });
}

interface ShipmentSelectProps {
  /** The workflow steps whose shipments are offered, delayed ones included. */
  steps: readonly WorkflowStep[];
  id?: string;
  /** The shipment id; antd's Form.Item sets value and onChange when this is a form field. */
  value?: string;
  onChange?: (shipmentId: string | undefined) => void;
  /** The chosen shipment itself, for screens that show more of it than its id. */
  onShipment?: (shipment: Shipment | undefined) => void;
  /** A shipment to keep offering although the list no longer holds it (it moved on while chosen). */
  kept?: Shipment | null;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  optionLabel?: (shipment: Shipment) => string;
}

/**
 * A select of the shipments at some steps, searched on the server (TMP number, PO number or driver)
 * as the user types, however many there are. The options already shown are filtered by the typed
 * text meanwhile, so Enter picks a match, never a stale first option.
 */
export function ShipmentSelect({
  steps,
  id,
  value,
  onChange,
  onShipment,
  kept,
  disabled,
  allowClear,
  placeholder = 'Select a shipment by TMP number',
  optionLabel = shipmentOptionLabel,
}: ShipmentSelectProps) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const list = useShipmentsAtSteps(steps, search);
  const shipments = list.data?.shipments ?? [];
  const offered = kept && !shipments.some((shipment) => shipment.id === kept.id) ? [kept, ...shipments] : shipments;
  const more = (list.data?.total ?? 0) - shipments.length;

  const choose = (shipmentId: string | undefined) => {
    onChange?.(shipmentId);
    onShipment?.(offered.find((shipment) => shipment.id === shipmentId));
  };

  return (
    <Select
      id={id}
      value={value}
      onChange={choose}
      disabled={disabled}
      allowClear={allowClear}
      loading={list.isFetching}
      showSearch={{ optionFilterProp: 'label', onSearch: setSearchText }}
      placeholder={placeholder}
      notFoundContent={list.isFetching ? 'Searching...' : list.isError ? 'Shipments could not be loaded' : 'No shipment matches'}
      options={offered.map((shipment) => ({ value: shipment.id, label: optionLabel(shipment) }))}
      popupRender={(menu) => (
        <>
          {menu}
          {more > 0 && (
            <Typography.Text type="secondary" className="select-more-hint">
              {`${more.toLocaleString()} more: type a TMP number, PO number or driver to find them.`}
            </Typography.Text>
          )}
        </>
      )}
    />
  );
}
