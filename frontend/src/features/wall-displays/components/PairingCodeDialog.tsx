import { Modal, Typography } from 'antd';
import type { DisplayPairing } from '@dockflow/contracts';
import { formatDateTime } from '../../../lib/format';

/** The one time a pairing code is shown: to type on the wall screen at /display, or its link to open there. */
export function PairingCodeDialog({ pairing, onClose }: { pairing: DisplayPairing; onClose: () => void }) {
  const link = `${window.location.origin}${pairing.pairingPath}`;
  return (
    <Modal open title={`Pair ${pairing.display.name}`} onCancel={onClose} onOk={onClose} okText="Done" cancelButtonProps={{ style: { display: 'none' } }}>
      <Typography.Paragraph>On the wall screen, open /display and enter this code, or open the link there:</Typography.Paragraph>
      <Typography.Title level={2} copyable aria-label="Pairing code" style={{ fontFamily: 'monospace', letterSpacing: '0.1em' }}>
        {pairing.pairingCode}
      </Typography.Title>
      <Typography.Paragraph copyable={{ text: link }}>
        <Typography.Link href={link} target="_blank" rel="noreferrer">
          {link}
        </Typography.Link>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{`Usable once, until ${formatDateTime(pairing.display.pairingExpiresAt)}. It is not shown again; ask for a new code if needed.`}</Typography.Paragraph>
    </Modal>
  );
}
