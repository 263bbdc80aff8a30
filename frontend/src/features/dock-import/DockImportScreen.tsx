import { Button, Card, Col, Row, Space } from 'antd';
import { ClearOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { toast } from '../../lib/toast';
import { useImportDockScheduleMutation } from './api/dockImportApi';
import { ImportInstructions } from './components/ImportInstructions';
import { ImportProgressBar } from './components/ImportProgressBar';
import { ImportResults, type ImportOutcome } from './components/ImportResults';
import { ScheduleFilePicker } from './components/ScheduleFilePicker';
import { IMPORT_TOASTS, importCompletedDescription, importFailureMessage, isExcelFileName } from './scheduleFile';
import { useImportProgress } from './useImportProgress';
import './dockImport.css';

export function DockImportScreen() {
  const access = useCommandAccess();
  const canImport = access.allowed;
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [importSchedule, { isLoading: importing }] = useImportDockScheduleMutation();
  const pushedProgress = useImportProgress(importing);
  const [uploadedPercent, setUploadedPercent] = useState(0);

  const choose = (chosen: File) => {
    if (!isExcelFileName(chosen.name)) {
      toast({ ...IMPORT_TOASTS.invalidFileType, variant: 'destructive' });
      return;
    }
    setFile(chosen);
  };

  const runImport = async () => {
    if (!file) return;
    setOutcome(null);
    setUploadedPercent(0);
    try {
      const result = await importSchedule({ file, onUploaded: setUploadedPercent }).unwrap();
      setOutcome({ kind: 'imported', result });
      toast({ title: IMPORT_TOASTS.importCompleted.title, description: importCompletedDescription(result) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: importFailureMessage(error) });
      toast({ ...IMPORT_TOASTS.importFailed, variant: 'destructive' });
    }
  };

  const reset = () => {
    setFile(null);
    setOutcome(null);
  };

  return (
    <>
      <PageHeading title="Dock Schedule Import" description="Create or update pending shipments from an Excel dock schedule." />
      <ViewOnlyNotice access={access} action="import dock schedules" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Upload Schedule">
            <ImportInstructions />
            <ScheduleFilePicker file={file} disabled={!canImport || importing} onChoose={choose} />
            <Space wrap>
              <Button type="primary" icon={<UploadOutlined />} disabled={!canImport || !file} loading={importing} onClick={runImport}>
                {importing ? 'Importing...' : 'Import'}
              </Button>
              <Button icon={<ClearOutlined />} disabled={importing || (!file && !outcome)} onClick={reset}>
                Reset
              </Button>
            </Space>
            {importing && <ImportProgressBar uploaded={uploadedPercent} imported={pushedProgress} />}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Import Results">
            <ImportResults outcome={outcome} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
