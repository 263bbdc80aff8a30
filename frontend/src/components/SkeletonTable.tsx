import { Skeleton, Table } from 'antd';

interface SkeletonTableProps {
  columns: readonly string[];
  rows: number;
  label: string;
}

/** A table of placeholder cells while its data loads. */
export function SkeletonTable({ columns, rows, label }: SkeletonTableProps) {
  const data = Array.from({ length: rows }, (_, index) => ({ key: index }));
  return (
    <Table
      aria-busy="true"
      aria-label={label}
      pagination={false}
      dataSource={data}
      columns={columns.map((title) => ({
        key: title,
        title,
        render: () => <Skeleton.Input active size="small" block />,
      }))}
      scroll={{ x: 'max-content' }}
    />
  );
}
