import { StopOutlined } from '@ant-design/icons';
import { DISPLAY_TEXTS } from '@dockflow/contracts';

/** A revoked display says so, full screen, instead of showing a board it may no longer read (docs/product.md §9). */
export function DisplayRevoked() {
  return (
    <main className="dock-display-notice dock-display-revoked" role="alert">
      <StopOutlined className="dock-display-notice-icon" />
      <h2>{DISPLAY_TEXTS.revoked}</h2>
      <p>{DISPLAY_TEXTS.revokedHint}</p>
    </main>
  );
}
