import type { Key, MouseEvent, ReactNode } from 'react';
import type { SortOrder } from '@dockflow/contracts';
import { useIsPhone } from '../useScreen';
import './plain.css';

export interface PlainColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  /** The column can order the list; clicking its header says so through `onSort`. */
  sortable?: boolean;
  width?: number;
}

/** The column the list is ordered by, and how. */
export interface ColumnSort {
  key: string;
  order: SortOrder;
}

interface PlainTableProps<Row> {
  'aria-label': string;
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The key of the column holding the row's actions: pinned to the right of the table, at the foot of a card. */
  actionColumn: string;
  /** Opens a row: a click or tap anywhere on it but its own buttons and links. */
  onOpen?: (row: Row) => void;
  sort?: ColumnSort;
  /** A sortable header was clicked: ascending first, then descending, then none. */
  onSort?: (sort: ColumnSort | undefined) => void;
  /** The rows shown are being replaced (another page or filter is on its way). */
  busy?: boolean;
  empty: ReactNode;
}

/** Clicks on these act themselves; they do not open the row. */
const INTERACTIVE = 'a, button, input, textarea, select, label, [role="button"]';

const fromInteractive = (event: MouseEvent<HTMLElement>) => (event.target as HTMLElement).closest(INTERACTIVE) !== null;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function nextSort(key: string, current: ColumnSort | undefined): ColumnSort | undefined {
  if (current?.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : undefined;
}

function SortMark({ order }: { order: SortOrder | undefined }) {
  return (
    <span className="plain-sort-mark" aria-hidden="true">
      <span className={order === 'asc' ? 'plain-sort-on' : undefined}>▲</span>
      <span className={order === 'desc' ? 'plain-sort-on' : undefined}>▼</span>
    </span>
  );
}

/**
 * A list that fits its screen (docs/decisions.md, "Screens at every size") in plain elements, for the first
 * screen (docs/decisions.md, "First screen weight"): a table from a tablet up, whose actions column stays in
 * view while the rest scrolls sideways; on a phone one card per row, titled by the first column, with the
 * other columns as label and value and the actions at its foot.
 */
export function PlainTable<Row>({ columns, rows, rowKey, actionColumn, onOpen, sort, onSort, busy = false, empty, ...labelled }: PlainTableProps<Row>) {
  const isPhone = useIsPhone();
  const open = onOpen && ((row: Row) => (event: MouseEvent<HTMLElement>) => fromInteractive(event) || onOpen(row));
  const openable = onOpen ? 'plain-openable' : undefined;

  if (rows.length === 0) return <div aria-busy={busy || undefined}>{empty}</div>;

  if (isPhone) {
    const actions = columns.find((column) => column.key === actionColumn);
    const [first, ...details] = columns.filter((column) => column !== actions);
    return (
      <ul className="plain-cards" aria-label={labelled['aria-label']} aria-busy={busy || undefined}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={['plain-card', openable].filter(Boolean).join(' ')} onClick={open?.(row)}>
            <div className="plain-cards-title">{first.render(row)}</div>
            <dl className="plain-cards-details">
              {details.map((column) => (
                <div key={column.key}>
                  <dt>{column.title}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="plain-cards-actions">{actions.render(row)}</div>}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="plain-table-scroll">
      <table className={busy ? 'plain-table plain-table-busy' : 'plain-table'} aria-label={labelled['aria-label']} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column) => {
              const order = sort?.key === column.key ? sort.order : undefined;
              const pinned = column.key === actionColumn ? 'plain-pinned' : undefined;
              if (!column.sortable || !onSort) {
                return (
                  <th key={column.key} scope="col" className={pinned} style={{ width: column.width }}>
                    {column.title}
                  </th>
                );
              }
              // The header takes the click (the button inside is what the keyboard reaches).
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={['plain-sortable', pinned].filter(Boolean).join(' ')}
                  style={{ width: column.width }}
                  aria-sort={order ? ARIA_SORT[order] : undefined}
                  onClick={() => onSort(nextSort(column.key, sort))}
                >
                  <button type="button" className="plain-sort-button">
                    {column.title}
                    <SortMark order={order} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={openable} onClick={open?.(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.key === actionColumn ? 'plain-pinned' : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
