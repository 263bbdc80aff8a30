import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import './antd.css';

/**
 * zeroRuntime: components draw from antd's prebuilt stylesheet (./antd.css) instead of computing their CSS
 * in the browser on first render (docs/decisions.md, "First screen weight"). The tokens still reach the
 * components that read antd's CSS variables (the primary colour of buttons, links and focus rings).
 */
const theme = { zeroRuntime: true, token: { colorPrimary: '#1f6feb', borderRadius: 6 } };

/**
 * Every select searches as the user types, by what it shows, so typing "2B" then Enter picks 2B
 * (without search, Enter picked the first option). A select with its own search (the shipment
 * pickers) sets its own.
 */
const select = { showSearch: { optionFilterProp: 'label' } };

/**
 * antd's theme and defaults around every part of the app drawn with antd. It loads with those parts,
 * not with the app's entry: the sign-in page is plain React (docs/decisions.md, "First screen weight").
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} select={select}>
      {children}
    </ConfigProvider>
  );
}
