import { Progress, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { ImportProgressPayload, ImportStage } from '@dockflow/contracts';

const LABEL = 'Import progress';

const STAGE_CAPTIONS: Record<ImportStage, string> = {
  reading: 'Reading the file',
  checking: 'Checking rows',
  saving: 'Saving rows',
};

interface ImportProgressBarProps {
  /** How much of the file has been sent (0-100). */
  uploaded: number;
  /** What the server pushed last, or null before its first push (a small file may finish first). */
  imported: ImportProgressPayload | null;
}

/**
 * While an import runs: the upload's percent, then the percent the server pushes and what it is doing
 * (reading the file, checking the rows, saving them); between the two (the file sent, no push yet) an
 * indeterminate bar.
 */
export function ImportProgressBar({ uploaded, imported }: ImportProgressBarProps) {
  const region = useRef<HTMLDivElement>(null);
  // Below the instructions, the bar can start out of sight (a tablet in landscape): brought into view once.
  useEffect(() => {
    region.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const uploading = imported === null && uploaded < 100;
  const percent = imported?.percent ?? (uploading ? uploaded : null);
  const caption = imported ? `${STAGE_CAPTIONS[imported.stage]}: ${imported.percent}%` : uploading ? `Uploading the schedule: ${uploaded}%` : 'Importing the schedule...';
  return (
    <div className="dock-import-progress" ref={region}>
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
