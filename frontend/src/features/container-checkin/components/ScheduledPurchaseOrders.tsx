import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PurchaseOrder } from '@dockflow/contracts';
import { toastFailure } from '../../../lib/commandFailure';
import { useRemovePurchaseOrderMutation } from '../../workflow-shared/api/purchaseOrderCommands';

/**
 * docs/product.md §2.6, §4.1: the POs the schedule gave the shipment, which check-in keeps; an
 * operator removes one that is not coming (the PO numbers field adds more).
 */
export function ScheduledPurchaseOrders({ purchaseOrders, disabled }: { purchaseOrders: PurchaseOrder[]; disabled: boolean }) {
  const [removed, setRemoved] = useState<string[]>([]);
  const [remove] = useRemovePurchaseOrderMutation();
  const shown = purchaseOrders.filter((po) => !removed.includes(po.id));
  if (shown.length === 0) return null;
  const removeOne = async (po: PurchaseOrder) => {
    try {
      await remove(po).unwrap();
      setRemoved((ids) => [...ids, po.id]);
    } catch (error) {
      toastFailure(error, { title: 'Remove Failed', description: 'The PO could not be removed.' }, 'all');
    }
  };
  return (
    <Space wrap className="screen-notice" aria-label="Scheduled POs">
      <Typography.Text>Scheduled POs:</Typography.Text>
      {shown.map((po) => (
        <Tag
          key={po.id}
          closable={!disabled}
          closeIcon={!disabled ? <span aria-label={`Remove PO ${po.poNumber}`}>×</span> : undefined}
          onClose={(event) => {
            event.preventDefault();
            void removeOne(po);
          }}
        >
          {po.poNumber}
        </Tag>
      ))}
    </Space>
  );
}
