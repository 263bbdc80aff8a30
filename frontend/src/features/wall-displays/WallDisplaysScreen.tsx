import { Alert, Button, Card } from 'antd';
import type { DisplayPairing } from '@dockflow/contracts';
import { useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { LIST_REFRESH_MS, useListDisplaysQuery } from './api/wallDisplaysApi';
import { DisplayList } from './components/DisplayList';
import { PairingCodeDialog } from './components/PairingCodeDialog';
import { RegisterDisplayForm } from './components/RegisterDisplayForm';

/** docs/product.md §9: the admin's wall displays: register one for some docks, pair its screen, see its last contact, revoke it. */
export function WallDisplaysScreen() {
  const { data: displays, isLoading, error, refetch } = useListDisplaysQuery(undefined, { pollingInterval: LIST_REFRESH_MS });
  const [pairing, setPairing] = useState<DisplayPairing | null>(null);
  return (
    <>
      <PageHeading title="Wall Displays" description="Screens on the dock wall, paired as devices: they show the board of their docks and need no one's account." />
      <Card title="Register a display" style={{ marginBottom: 16 }}>
        <RegisterDisplayForm onRegistered={setPairing} />
      </Card>
      <Card title="Displays">
        {error ? (
          <Alert type="error" showIcon title="Displays could not be loaded." description={'message' in error ? String(error.message) : undefined} action={<Button onClick={() => void refetch()}>Retry</Button>} />
        ) : (
          <DisplayList displays={displays} loading={isLoading} onPairing={setPairing} />
        )}
      </Card>
      {pairing && <PairingCodeDialog pairing={pairing} onClose={() => setPairing(null)} />}
    </>
  );
}
