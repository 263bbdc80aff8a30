import { Card, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import type { PurchaseOrderLookup, TruckCheckInAnswer } from '@dockflow/contracts';
import { PageHeading } from '../../components/PageHeading';
import { isHttpError, serverMessage } from '../../lib/http';
import { toast } from '../../lib/toast';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { WORKFLOW_TOASTS } from '../workflow-shared/workflowMessages';
import { useLazyFindPurchaseOrderQuery } from './api/truckCheckInApi';
import { CheckedInTruck } from './components/CheckedInTruck';
import { PoSearchForm } from './components/PoSearchForm';
import { PurchaseOrderDetails } from './components/PurchaseOrderDetails';
import { TruckCheckInForm } from './components/TruckCheckInForm';

function toastSearchFailure(error: unknown): void {
  if (isHttpError(error) && error.status === 404) {
    toast({ ...WORKFLOW_TOASTS.poNotFound, variant: 'destructive' });
    return;
  }
  toast({
    title: 'Search Failed',
    description: serverMessage(error) ?? 'The purchase order could not be looked up. Please try again.',
    variant: 'destructive',
  });
}

export function TruckCheckInScreen() {
  const access = useCommandAccess();
  const [found, setFound] = useState<PurchaseOrderLookup | null>(null);
  const [findPurchaseOrder, { isFetching: searching }] = useLazyFindPurchaseOrderQuery();
  // A new key empties the PO search once its truck is checked in, ready for the next truck.
  const [searchKey, setSearchKey] = useState(0);

  const search = async (poNumber: string) => {
    try {
      setFound(await findPurchaseOrder(poNumber).unwrap());
    } catch (error) {
      setFound(null);
      toastSearchFailure(error);
    }
  };

  const showCheckedIn = (purchaseOrder: TruckCheckInAnswer) => {
    setFound((current) => current && { ...current, ...purchaseOrder });
    setSearchKey((key) => key + 1);
  };

  return (
    <>
      <PageHeading title="Truck Check-In" description="Find the purchase order, then record the driver and the truck at its OTR door." />
      <ViewOnlyNotice access={access} action="check in trucks" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="Purchase Order">
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <PoSearchForm key={searchKey} searching={searching} onSearch={search} />
              {found ? (
                <PurchaseOrderDetails purchaseOrder={found} />
              ) : (
                <Typography.Paragraph type="secondary">
                  Search by PO number to see its shipment and the late fee a check-in now would owe.
                </Typography.Paragraph>
              )}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Driver & Truck">
            {found?.checkInTime ? (
              <CheckedInTruck purchaseOrder={found} />
            ) : (
              <TruckCheckInForm purchaseOrder={found} disabled={!access.allowed} onCheckedIn={showCheckedIn} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
