import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { PlainButton } from '../../../components/plain/PlainButton';
import { SvgIcon } from '../../../components/SvgIcon';

interface ShipmentPagerProps {
  shown: number;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** "Showing 1-25 of 36,014 shipments": the rows' place in the whole list (docs/decisions.md). */
export function pagerText(shown: number, total: number, page: number, pageSize: number): string {
  const first = (page - 1) * pageSize + 1;
  const range = shown === 0 ? '0' : `${first.toLocaleString('en-US')}-${(first + shown - 1).toLocaleString('en-US')}`;
  return `Showing ${range} of ${total.toLocaleString('en-US')} shipments`;
}

/** docs/product.md §2.4: where the page is in the list, with Previous and Next enabled when there is somewhere to go. */
export function ShipmentPager({ shown, total, page, pageSize, onPage }: ShipmentPagerProps) {
  return (
    <div className="table-summary pager">
      <span className="plain-secondary">{pagerText(shown, total, page, pageSize)}</span>
      <div className="pager-buttons">
        <PlainButton icon={<SvgIcon icon={LeftOutlined} />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </PlainButton>
        <PlainButton disabled={page * pageSize >= total} onClick={() => onPage(page + 1)}>
          Next
          <SvgIcon icon={RightOutlined} />
        </PlainButton>
      </div>
    </div>
  );
}
