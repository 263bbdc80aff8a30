import { Progress, Typography } from 'antd';

const LABEL = 'Import progress';

interface ImportProgressBarProps {
  /** How much of the file has been sent (0-100). */
  uploaded: number;
  /** The rows' percent the server pushed, or null before its first push (a small file may finish first). */
  imported: number | null;
}

/**
 * While an import runs: the upload's percent, then the rows' percent the server pushes; between the
 * two (the file sent, no row progress yet) an indeterminate bar.
 */
export function ImportProgressBar({ uploaded, imported }: ImportProgressBarProps) {
  const uploading = imported === null && uploaded < 100;
  const percent = imported ?? (uploading ? uploaded : null);
  const caption = imported !== null ? `Importing rows: ${imported}%` : uploading ? `Uploading the schedule: ${uploaded}%` : 'Importing the schedule...';
  return (
    <div className="dock-import-progress">
      {percent === null ? (
        <div className="dock-import-indeterminate" role="progressbar" aria-label={LABEL} aria-valuetext={caption}>
          <div className="dock-import-indeterminate-bar" />
        </div>
      ) : (
        <Progress percent={percent} status="active" aria-label={LABEL} />
      )}
      <Typography.Text type="secondary" role="status">
        {caption}
      </Typography.Text>
    </div>
  );
}
