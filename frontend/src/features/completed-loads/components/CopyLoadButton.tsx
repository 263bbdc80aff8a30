import { Button } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import type { CompletedLoad } from '@dockflow/contracts';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { loadSummaryRow } from '../loadSummary';

/** docs/product.md §16.5: how long the button says Copied. */
const COPIED_MS = 3000;

/** Copies the load as one tab-separated row for the accounting tool (docs/product.md §2.14), and says Copied for 3 s. */
export function CopyLoadButton({ load }: { load: CompletedLoad }) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(loadSummaryRow(load));
      setCopiedAt(Date.now());
      toast({ title: 'Copied to Clipboard', description: `${load.tmpNumber} is ready to paste as one spreadsheet row.` });
    } catch {
      toast({ title: 'Copy Failed', description: 'Failed to copy to clipboard', variant: 'destructive' });
    }
  };

  const copied = copiedAt !== null;
  return (
    <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()} aria-label={`${copied ? 'Copied' : 'Copy'} ${load.tmpNumber}`}>
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
