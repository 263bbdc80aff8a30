import { Spin } from 'antd';

/** Shown while a screen's code or the session is on its way. */
export function LoadingScreen() {
  return (
    <div className="centered-page" role="status" aria-label="Loading">
      <Spin size="large" />
    </div>
  );
}
