import { BellOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { toastFailure } from '../../../lib/commandFailure';
import { useDeletePushSubscriptionMutation, useGetPushPublicKeyQuery, useSavePushSubscriptionMutation } from '../../../lib/pushApi';
import { currentPushSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from '../../../lib/pushDevice';

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const TEXTS: Record<Exclude<DeviceState, 'checking'>, string> = {
  unsupported: 'This browser cannot receive notifications while DockFlow is closed.',
  denied: 'Notifications are blocked for this site in the browser settings.',
  off: 'Get a notification on this device for a new spotter task or crew instructions sent to you, even when DockFlow is closed.',
  on: 'This device gets a notification for a new spotter task or crew instructions sent to you, even when DockFlow is closed.',
};

function initialState(): DeviceState {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'checking';
}

/** docs/product.md §8.4: Web Push opt-in for this device, on one's own profile. */
export function PushNotificationsCard() {
  const [state, setState] = useState<DeviceState>(initialState);
  const [busy, setBusy] = useState(false);
  const publicKey = useGetPushPublicKeyQuery(undefined, { skip: state === 'unsupported' });
  const [save] = useSavePushSubscriptionMutation();
  const [remove] = useDeletePushSubscriptionMutation();

  useEffect(() => {
    if (state !== 'checking') return;
    void currentPushSubscription().then((subscription) => setState(subscription ? 'on' : 'off'));
  }, [state]);

  const turnOn = async () => {
    if (!publicKey.data) return;
    setBusy(true);
    try {
      const subscription = await subscribeThisDevice(publicKey.data);
      if (subscription === 'denied') return setState('denied');
      await save(subscription).unwrap();
      setState('on');
    } catch (error) {
      toastFailure(error, { title: 'Error', description: 'Notifications could not be turned on for this device.' }, 'all');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await remove(endpoint).unwrap();
      setState('off');
    } catch (error) {
      toastFailure(error, { title: 'Error', description: 'Notifications could not be turned off for this device.' }, 'all');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Notifications on This Device">
      <Space orientation="vertical">
        <Typography.Text type={state === 'on' || state === 'off' ? undefined : 'secondary'}>{state === 'checking' ? 'Checking this device…' : TEXTS[state]}</Typography.Text>
        {state === 'off' && (
          <Button type="primary" icon={<BellOutlined />} loading={busy} disabled={!publicKey.data} onClick={() => void turnOn()}>
            Turn On for This Device
          </Button>
        )}
        {state === 'on' && (
          <Button loading={busy} onClick={() => void turnOff()}>
            Turn Off for This Device
          </Button>
        )}
      </Space>
    </Card>
  );
}
