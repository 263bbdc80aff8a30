import { Alert, Empty, Typography } from 'antd';
import type { ImportResult } from '@dockflow/contracts';

export type ImportOutcome = { kind: 'imported'; result: ImportResult } | { kind: 'failed'; message: string };

/** The results panel: what the last import did, row by row, or why the server refused it. */
export function ImportResults({ outcome }: { outcome: ImportOutcome | null }) {
  if (!outcome) return <Empty description="Choose a file and press Import to see the results here." />;
  if (outcome.kind === 'failed') return <Alert type="error" showIcon title="The import failed" description={outcome.message} />;

  const { success, total, errors } = outcome.result;
  return (
    <div className="dock-import-results">
      <Alert
        type={errors.length > 0 ? 'warning' : 'success'}
        showIcon
        title={`Imported ${success} of ${total} records`}
        description={total === 0 ? 'The file has no data rows: row 1 is read as the headers.' : undefined}
      />
      <Typography.Title level={5} id="dock-import-errors">
        Errors ({errors.length})
      </Typography.Title>
      {errors.length === 0 ? (
        <Typography.Text type="secondary">No errors</Typography.Text>
      ) : (
        // Focusable, so the list scrolls from the keyboard too.
        <ul className="dock-import-errors" aria-labelledby="dock-import-errors" tabIndex={0}>
          {errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
