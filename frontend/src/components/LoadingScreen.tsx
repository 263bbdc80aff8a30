/**
 * Shown while a screen's code or the session is on its way. Plain markup and CSS (styles.css, drawn like
 * antd's large spinner): it shows before antd has loaded (docs/performance.md).
 */
export function LoadingScreen() {
  return (
    <div className="centered-page" role="status" aria-label="Loading">
      <span className="loading-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
