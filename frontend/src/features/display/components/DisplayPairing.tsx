import { Button, Form, Input } from 'antd';
import { DISPLAY_TEXTS, VALIDATION } from '@dockflow/contracts';
import { serverFieldErrors, serverMessage } from '../../../lib/http';

interface DisplayPairingProps {
  pairing: boolean;
  error: unknown;
  onPair: (code: string) => void;
}

/** An unpaired wall screen: the code an admin got when registering the display (docs/product.md §9). */
export function DisplayPairing({ pairing, error, onPair }: DisplayPairingProps) {
  const refusal = error ? (serverFieldErrors(error)[0]?.message ?? serverMessage(error) ?? 'The display could not be paired. Try again.') : undefined;
  return (
    <main className="dock-display-notice">
      <h2>{DISPLAY_TEXTS.notPaired}</h2>
      <p>Enter the pairing code an administrator got when registering this display under Wall Displays, or open its pairing link here.</p>
      <Form layout="inline" onFinish={({ code }: { code: string }) => onPair(code)} className="dock-display-pair-form">
        <Form.Item name="code" rules={[{ required: true, whitespace: true, message: VALIDATION.pairingCodeInvalid }]} validateStatus={refusal ? 'error' : undefined} help={refusal}>
          <Input size="large" placeholder="ABCD-2345" aria-label="Pairing code" autoComplete="off" autoFocus />
        </Form.Item>
        <Button size="large" type="primary" htmlType="submit" loading={pairing}>
          Pair this display
        </Button>
      </Form>
    </main>
  );
}
