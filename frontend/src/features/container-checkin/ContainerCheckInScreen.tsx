import { Card, Col, Empty, Row } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { ViewOnlyNotice } from '../../components/ViewOnlyNotice';
import { useCommandAccess } from '../../lib/commandAccess';
import { ContainerCheckInForm } from './components/ContainerCheckInForm';
import { QrCodeLabel, type QrSubject } from './components/QrCodeLabel';

interface QrPreview extends QrSubject {
  /** Set once the shipment exists: the code then opens its page. */
  shipmentId?: string;
}

export function ContainerCheckInScreen() {
  const access = useCommandAccess();
  const [qr, setQr] = useState<QrPreview | null>(null);

  return (
    <>
      <PageHeading title="Container Check-In" description="Record a container arriving at a dock door. It appears on every dashboard at once." />
      <ViewOnlyNotice access={access} action="check in containers" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="Container Details">
            <ContainerCheckInForm
              disabled={!access.allowed}
              onPreviewQr={(tmpNumber) => setQr({ content: tmpNumber, tmpNumber })}
              onCheckedIn={(shipment) =>
                setQr({
                  content: `${window.location.origin}/shipments/${shipment.id}`,
                  tmpNumber: shipment.tmpNumber,
                  shipmentId: shipment.id,
                })
              }
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="QR Code">
            {qr ? (
              <div className="qr-preview">
                <QrCodeLabel subject={qr} />
                {qr.shipmentId && (
                  <Link to={`/shipments/${qr.shipmentId}`}>Open shipment page</Link>
                )}
              </div>
            ) : (
              <Empty description="Enter a TMP Number and press Generate QR to preview the label." />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
