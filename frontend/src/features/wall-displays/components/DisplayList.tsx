import { Button, Card, Col, Descriptions, Empty, Grid, Popconfirm, Row, Space, Table, Tag } from 'antd';
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

interface DisplayListProps {
  displays: WallDisplay[] | undefined;
  loading: boolean;
  onPairing: (pairing: DisplayPairing) => void;
}

const EMPTY = 'No wall displays yet. Register one to pair a screen.';
const StateTag = ({ state }: { state: DisplayState }) => <Tag color={STATES[state].color}>{STATES[state].label}</Tag>;

/** The displays on a phone: one card each, its actions inside the screen. */
function DisplayCards({ displays, onPairing }: { displays: WallDisplay[]; onPairing: (pairing: DisplayPairing) => void }) {
  if (displays.length === 0) return <Empty description={EMPTY} />;
  return (
    <Row gutter={[12, 12]} role="list" aria-label="Wall displays">
      {displays.map((display) => (
        <Col key={display.id} xs={24} sm={12} role="listitem">
          <Card size="small" title={display.name} extra={<StateTag state={display.state} />}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'docks', label: 'Docks', children: display.docks.join(', ') },
                { key: 'contact', label: 'Last contact', children: formatDateTime(display.lastContactAt) },
              ]}
            />
            <DisplayActions display={display} onPairing={onPairing} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The registered wall displays: docks, state, last contact, and the admin's actions; cards on a phone. */
export function DisplayList({ displays, loading, onPairing }: DisplayListProps) {
  const screens = Grid.useBreakpoint();
  if (!screens.md && displays) return <DisplayCards displays={displays} onPairing={onPairing} />;
  return (
    <Table<WallDisplay>
      rowKey="id"
      loading={loading}
      dataSource={displays}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: EMPTY }}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Docks', dataIndex: 'docks', render: (docks: string[]) => docks.join(', ') },
        { title: 'State', dataIndex: 'state', render: (state: DisplayState) => <StateTag state={state} /> },
        { title: 'Last contact', dataIndex: 'lastContactAt', render: (value: string | null) => formatDateTime(value) },
        { title: 'Actions', key: 'actions', render: (_: unknown, display) => <DisplayActions display={display} onPairing={onPairing} /> },
      ]}
    />
  );
}
