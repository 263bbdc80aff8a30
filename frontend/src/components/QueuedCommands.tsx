import { Alert, Button, Space } from 'antd';
import { dismissCommand, type QueuedCommand } from '../lib/outbox';

interface QueuedCommandsProps {
  commands: readonly QueuedCommand[];
  /** What the command did, in the screen's words ("Row 7 of TMP-1"). */
  describe: (command: QueuedCommand) => string;
}

/**
 * The screen's own commands kept on this device (docs/decisions.md, "Offline"): those waiting to be
 * sent, and those the server refused once sent, with its reason, until their author dismisses them.
 */
export function QueuedCommands({ commands, describe }: QueuedCommandsProps) {
  const waiting = commands.filter((command) => command.state === 'waiting');
  const refused = commands.filter((command) => command.state === 'refused');
  if (commands.length === 0) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} className="queued-commands">
      {waiting.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={`Waiting to send: ${waiting.map(describe).join(', ')}`}
          description="No network answered. These are kept on this device and sent in order when the network is back."
        />
      )}
      {refused.map((command) => (
        <Alert
          key={command.seq}
          type="error"
          showIcon
          title={`Not recorded: ${describe(command)}`}
          description={command.reason}
          action={
            <Button size="small" onClick={() => void dismissCommand(command.seq)}>
              Dismiss
            </Button>
          }
        />
      ))}
    </Space>
  );
}
