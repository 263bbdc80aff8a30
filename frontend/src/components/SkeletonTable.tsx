import './plain/plain.css';

interface SkeletonTableProps {
  columns: readonly string[];
  rows: number;
  label: string;
}

/** A table of placeholder cells while its data loads. */
export function SkeletonTable({ columns, rows, label }: SkeletonTableProps) {
  return (
    <div className="plain-table-scroll">
      <table className="plain-table" aria-busy="true" aria-label={label}>
        <thead>
          <tr>
            {columns.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((title) => (
                <td key={title}>
                  <span className="plain-skeleton" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
