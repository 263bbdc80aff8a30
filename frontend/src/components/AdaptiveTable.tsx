import { Card, Descriptions, Empty, Table, type TableColumnType, type TableProps } from 'antd';
import type { Key, MouseEvent, ReactNode } from 'react';
import { useIsPhone } from './useScreen';
import './AdaptiveTable.css';

/** Clicks on these act themselves; they do not open the row. */
const INTERACTIVE = 'a, button, input, textarea, select, label, [role="button"], [role="combobox"], .ant-select, .ant-checkbox-wrapper';

const fromInteractive = (event: MouseEvent<HTMLElement>) => (event.target as HTMLElement).closest(INTERACTIVE) !== null;

interface AdaptiveTableProps<Row> extends Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'rowClassName'> {
  'aria-label': string;
  columns: TableColumnType<Row>[];
  dataSource: readonly Row[] | undefined;
  rowKey: keyof Row & string;
  /** The key of the column holding the row's actions: pinned to the right of the table, at the foot of a card. */
  actionColumn: Key;
  /** Opens a row: a click or tap anywhere on it but its own buttons and links. */
  onOpen?: (row: Row) => void;
  /** A class for the row, and for its card on a phone. */
  rowClassName?: (row: Row) => string | undefined;
}

function cell<Row>(column: TableColumnType<Row>, row: Row, index: number): ReactNode {
  const { dataIndex, render } = column;
  const value = typeof dataIndex === 'string' ? row[dataIndex as keyof Row] : undefined;
  return render ? (render(value, row, index) as ReactNode) : (value as ReactNode);
}

/**
 * A list that fits its screen (docs/decisions.md, "Screens at every size"): a table from a tablet up,
 * whose actions column stays in view while the rest scrolls sideways; on a phone one card per row,
 * titled by the first column, with the other columns as label and value and the actions at its foot.
 */
export function AdaptiveTable<Row extends object>({ columns, dataSource, rowKey, actionColumn, onOpen, rowClassName, locale, ...table }: AdaptiveTableProps<Row>) {
  const isPhone = useIsPhone();
  const classOf = (row: Row) => [onOpen ? 'adaptive-openable' : undefined, rowClassName?.(row)].filter(Boolean).join(' ') || undefined;

  if (isPhone && !table.loading) {
    if (!dataSource?.length) return <>{locale?.emptyText ?? <Empty />}</>;
    const actions = columns.find((column) => column.key === actionColumn);
    const [first, ...details] = columns.filter((column) => column !== actions);
    return (
      <ul className="adaptive-cards" aria-label={table['aria-label']}>
        {dataSource.map((row, index) => (
          <li key={String(row[rowKey])}>
            <Card
              size="small"
              title={cell(first, row, index)}
              className={classOf(row)}
              onClick={onOpen ? (event) => fromInteractive(event) || onOpen(row) : undefined}
              actions={actions ? [<div key="actions" className="adaptive-card-actions">{cell(actions, row, index)}</div>] : undefined}
            >
              <Descriptions
                size="small"
                column={1}
                items={details.map((column) => ({ key: String(column.key), label: column.title as ReactNode, children: cell(column, row, index) }))}
              />
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Table<Row>
      {...table}
      rowKey={rowKey}
      locale={locale}
      dataSource={dataSource as Row[] | undefined}
      columns={columns.map((column) => (column.key === actionColumn ? { ...column, fixed: 'right' } : column))}
      scroll={{ x: 'max-content' }}
      rowClassName={(row) => classOf(row) ?? ''}
      onRow={onOpen ? (row) => ({ onClick: (event) => fromInteractive(event) || onOpen(row) }) : undefined}
    />
  );
}
