import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { DisplayPairing, DisplayState, WallDisplay } from '@dockflow/contracts';
import { toastFailure } from '../../../lib/commandFailure';
import { formatDateTime } from '../../../lib/format';
import { useNewPairingCodeMutation, useRevokeDisplayMutation } from '../api/wallDisplaysApi';

const STATES: Record<DisplayState, { label: string; color: string }> = {
  awaiting_pairing: { label: 'Waiting for pairing', color: 'gold' },
  paired: { label: 'Paired', color: 'green' },
  revoked: { label: 'Revoked', color: 'red' },
};

function DisplayActions({ display, onPairing }: { display: WallDisplay; onPairing: (pairing: DisplayPairing) => void }) {
  const [newCode, coding] = useNewPairingCodeMutation();
  const [revoke, revoking] = useRevokeDisplayMutation();
  if (display.state === 'revoked') return null;
  const run = async <T,>(command: () => Promise<T>, failure: string, then?: (answer: T) => void) => {
    try {
      const answer = await command();
      then?.(answer);
    } catch (error) {
      toastFailure(error, { title: 'Error', description: failure }, 'all');
    }
  };
  return (
    <Space wrap>
      <Button loading={coding.isLoading} onClick={() => void run(() => newCode(display.id).unwrap(), 'No new code could be made.', onPairing)}>
        New Code
      </Button>
      <Popconfirm
        title={`Revoke ${display.name}?`}
        description="Its screen stops showing the board at once and cannot be paired again."
        okText="Revoke"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={() => run(() => revoke(display.id).unwrap(), 'The display could not be revoked.')}
      >
        <Button danger loading={revoking.isLoading}>
          Revoke
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The registered wall displays: docks, state, last contact, and the admin's actions. */
export function DisplayTable({ displays, loading, onPairing }: { displays: WallDisplay[] | undefined; loading: boolean; onPairing: (pairing: DisplayPairing) => void }) {
  return (
    <Table<WallDisplay>
      rowKey="id"
      loading={loading}
      dataSource={displays}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No wall displays yet. Register one to pair a screen.' }}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Docks', dataIndex: 'docks', render: (docks: string[]) => docks.join(', ') },
        { title: 'State', dataIndex: 'state', render: (state: DisplayState) => <Tag color={STATES[state].color}>{STATES[state].label}</Tag> },
        { title: 'Last contact', dataIndex: 'lastContactAt', render: (value: string | null) => formatDateTime(value) },
        { title: 'Actions', key: 'actions', render: (_: unknown, display) => <DisplayActions display={display} onPairing={onPairing} /> },
      ]}
    />
  );
}
