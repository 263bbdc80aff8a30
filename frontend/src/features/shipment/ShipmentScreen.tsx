import { Alert, Card, Col, Result, Row } from 'antd';
import type { Shipment } from '@dockflow/contracts';
import { useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ShipmentQrPanel } from '../../components/ShipmentQrPanel';
import { isHttpError } from '../../lib/http';
import { useCommandAccess, viewOnlyReason } from '../../lib/commandAccess';
import { useShipmentRoom } from '../../lib/shipmentRoom';
import { useGetShipmentQuery } from '../../resources/shipment';
import { CountsSection } from './components/CountsSection';
import { CrewSection } from './components/CrewSection';
import { EditShipmentDialog } from './components/EditShipmentDialog';
import { LoadingGridSection } from './components/LoadingGridSection';
import { PurchaseOrdersSection } from './components/PurchaseOrdersSection';
import { ShipmentDetails } from './components/ShipmentDetails';
import { ShipmentHeader } from './components/ShipmentHeader';
import { TimelineSection } from './components/TimelineSection';
import { useCrewNames } from './useCrewNames';
import './shipmentPage.css';

/** The edit form is open while the address says ?edit=1 (the dashboard's Edit action opens it so). */
const EDIT_PARAM = 'edit';

/** An id that names no shipment: unknown (404), or not an id at all (400). */
function isMissing(error: unknown): boolean {
  return isHttpError(error) && (error.status === 404 || error.status === 400);
}

function ShipmentPage({ shipment }: { shipment: Shipment }) {
  useShipmentRoom(shipment.id);
  const access = useCommandAccess();
  const names = useCrewNames();
  const [searchParams, setSearchParams] = useSearchParams();
  const editBlockedReason = viewOnlyReason(access, 'edit shipments');
  const editing = searchParams.get(EDIT_PARAM) === '1' && !editBlockedReason;

  const setEditing = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set(EDIT_PARAM, '1');
        else params.delete(EDIT_PARAM);
        return params;
      },
      { replace: !open },
    );

  return (
    <>
      <ShipmentHeader shipment={shipment} onEdit={() => setEditing(true)} editBlockedReason={editBlockedReason} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16} className="shipment-column">
          <ShipmentDetails shipment={shipment} names={names} />
          <PurchaseOrdersSection shipment={shipment} />
          <LoadingGridSection shipmentId={shipment.id} tmpNumber={shipment.tmpNumber} />
          <CountsSection shipmentId={shipment.id} />
          <CrewSection shipmentId={shipment.id} names={names} />
        </Col>
        <Col xs={24} xl={8} className="shipment-column">
          <Card title="QR Code" size="small" className="shipment-section">
            <ShipmentQrPanel shipment={shipment} />
          </Card>
          <TimelineSection shipmentId={shipment.id} names={names} />
        </Col>
      </Row>
      {!editBlockedReason && <EditShipmentDialog shipment={shipment} open={editing} onClose={() => setEditing(false)} />}
    </>
  );
}

/** docs/product.md §11: /shipments/{id}: everything about one shipment, kept current while it is open. */
export function ShipmentScreen() {
  const { id = '' } = useParams();
  const shipment = useGetShipmentQuery(id);

  if (shipment.data) return <ShipmentPage shipment={shipment.data} />;
  if (shipment.isLoading) return <LoadingScreen />;
  if (isMissing(shipment.error)) {
    return (
      <Result
        status="404"
        title="Shipment not found"
        subTitle="No shipment has this address. It may have been mistyped, or the link is old."
        extra={<ButtonLink to="/" type="primary">Back to Dashboard</ButtonLink>}
      />
    );
  }
  return <Alert type="error" showIcon title="The shipment could not be loaded." description={isHttpError(shipment.error) ? shipment.error.message : undefined} />;
}
