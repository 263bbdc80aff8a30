import ClearOutlined from '@ant-design/icons-svg/es/asn/ClearOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useEffect, useRef } from 'react';
import { PlainButton } from '../../../components/plain/PlainButton';
import { SvgIcon } from '../../../components/SvgIcon';
import { useDrawingForServer } from '../../../lib/firstPage';
import { DOCK_FILTER_OPTIONS, STATUS_FILTER_OPTIONS, type DockFilter, type ShipmentChoice, type StatusFilter } from '../shipmentFilters';

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

interface ChoiceProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/**
 * The browser's own select (its own picker on a phone, type-ahead on a keyboard), headed "Status:" like antd's prefix.
 * In the page the server draws, the choice is written as text until the page hydrates: a select read by the
 * browser's parser makes Chromium's form filler lay out the half-read page, once more than the page needs
 * (docs/performance.md, "29 Nov 2026 (11:30-13:00)").
 */
function Choice<Value extends string>({ label, value, options, onChange }: ChoiceProps<Value>) {
  const drawingForServer = useDrawingForServer();
  return (
    <label className="filter-choice">
      <span className="plain-secondary">{`${label}:`}</span>
      {drawingForServer ? (
        <span className="filter-choice-drawn">{options.find((option) => option.value === value)?.label}</span>
      ) : (
        <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value as Value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </label>
  );
}

/** docs/product.md §2.4: search, status and dock filters, and Refresh, Clear and Export. */
export function ShipmentFilterBar({ searchText, onSearchText, choice, onChoice, refreshing, onRefresh, onClear, onExport }: ShipmentFilterBarProps) {
  const search = useRef<HTMLInputElement>(null);
  // On the page the server drew, a search typed before the page hydrated is in the box but not yet in the
  // screen's state (no change event reached React): it applies once the box is React's.
  useEffect(() => {
    const typed = search.current?.value;
    if (typed) onSearchText(typed);
    // Once, as the bar first shows: afterwards every keystroke reaches onSearchText itself.
  }, []);
  return (
    <div className="filter-bar" role="search" aria-label="Filter shipments">
      <div className="filter-search">
        <SvgIcon icon={SearchOutlined} />
        <input
          ref={search}
          type="text"
          aria-label="Search shipments"
          placeholder="Shipment ID, PO#, or Driver"
          maxLength={SEARCH_MAX_LENGTH}
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
        />
        {searchText && (
          <button type="button" className="filter-search-clear" aria-label="Clear search" onClick={() => onSearchText('')}>
            <SvgIcon icon={CloseCircleFilled} />
          </button>
        )}
      </div>
      <Choice<StatusFilter> label="Status" value={choice.status} options={STATUS_FILTER_OPTIONS} onChange={(status) => onChoice({ ...choice, status })} />
      <Choice<DockFilter> label="Dock" value={choice.dock} options={DOCK_FILTER_OPTIONS} onChange={(dock) => onChoice({ ...choice, dock })} />
      <div className="filter-actions">
        <PlainButton icon={<SvgIcon icon={ReloadOutlined} />} loading={refreshing} onClick={onRefresh}>
          Refresh
        </PlainButton>
        <PlainButton icon={<SvgIcon icon={ClearOutlined} />} onClick={onClear}>
          Clear
        </PlainButton>
        <PlainButton icon={<SvgIcon icon={DownloadOutlined} />} onClick={onExport}>
          Export
        </PlainButton>
      </div>
    </div>
  );
}
