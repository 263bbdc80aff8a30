import { Button, Flex, Input, Select } from 'antd';
import { ClearOutlined, DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DOCK_FILTER_OPTIONS, STATUS_FILTER_OPTIONS, type ShipmentChoice } from '../shipmentFilters';

/** The list call refuses longer searches. */
const SEARCH_MAX_LENGTH = 100;

interface ShipmentFilterBarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  choice: ShipmentChoice;
  onChoice: (choice: ShipmentChoice) => void;
  refreshing: boolean;
  onRefresh: () => void;
  onClear: () => void;
  onExport: () => void;
}

/** docs/product.md §2.4: search, status and dock filters, and Refresh, Clear and Export. */
export function ShipmentFilterBar({ searchText, onSearchText, choice, onChoice, refreshing, onRefresh, onClear, onExport }: ShipmentFilterBarProps) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="Filter shipments">
      <Input
        aria-label="Search shipments"
        placeholder="Shipment ID, PO#, or Driver"
        prefix={<SearchOutlined aria-hidden="true" />}
        allowClear
        maxLength={SEARCH_MAX_LENGTH}
        value={searchText}
        onChange={(event) => onSearchText(event.target.value)}
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Select
        aria-label="Status"
        prefix="Status:"
        value={choice.status}
        options={[...STATUS_FILTER_OPTIONS]}
        onChange={(status) => onChoice({ ...choice, status })}
        style={{ flex: '0 1 200px' }}
      />
      <Select
        aria-label="Dock"
        prefix="Dock:"
        value={choice.dock}
        options={DOCK_FILTER_OPTIONS}
        onChange={(dock) => onChoice({ ...choice, dock })}
        style={{ flex: '0 1 170px' }}
      />
      <Flex gap={8} wrap>
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          Refresh
        </Button>
        <Button icon={<ClearOutlined />} onClick={onClear}>
          Clear
        </Button>
        <Button icon={<DownloadOutlined />} onClick={onExport}>
          Export
        </Button>
      </Flex>
    </Flex>
  );
}
