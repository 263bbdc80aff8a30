import { Progress, Typography } from 'antd';

const LABEL = 'Import progress';

/**
 * While an import runs: the percent the server pushed, or, until one arrives (or when none
 * does), an indeterminate bar.
 */
export function ImportProgressBar({ percent }: { percent: number | null }) {
  return (
    <div className="dock-import-progress">
      {percent === null ? (
        <div className="dock-import-indeterminate" role="progressbar" aria-label={LABEL} aria-valuetext="Uploading and importing">
          <div className="dock-import-indeterminate-bar" />
        </div>
      ) : (
        <Progress percent={percent} status="active" aria-label={LABEL} />
      )}
      <Typography.Text type="secondary" role="status">
        {percent === null ? 'Uploading and importing the schedule...' : `Importing rows: ${percent}%`}
      </Typography.Text>
    </div>
  );
}
