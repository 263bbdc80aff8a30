import { Button, Typography } from 'antd';
import { FileExcelOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { useRef, type ChangeEvent } from 'react';
import { ACCEPTED_FILE_TYPES, formatFileSize } from '../scheduleFile';

interface ScheduleFilePickerProps {
  file: File | null;
  disabled: boolean;
  onChoose: (file: File) => void;
}

/** A button that opens the browser's file chooser, and the chosen file's name and size. */
export function ScheduleFilePicker({ file, disabled, onChoose }: ScheduleFilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The screen keeps the file it accepts: emptying the input lets the same file be chosen again after a reset.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };

  return (
    <div className="dock-import-file">
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_FILE_TYPES}
        aria-label="Dock schedule file"
        hidden
        disabled={disabled}
        onChange={choose}
      />
      <Button icon={<FolderOpenOutlined />} disabled={disabled} onClick={() => inputRef.current?.click()}>
        Choose Excel File
      </Button>
      <Typography.Text className="dock-import-file-name" type={file ? undefined : 'secondary'} aria-live="polite">
        {file ? (
          <>
            <FileExcelOutlined /> {file.name} ({formatFileSize(file.size)})
          </>
        ) : (
          'No file chosen'
        )}
      </Typography.Text>
    </div>
  );
}
