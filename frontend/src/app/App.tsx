import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastRegion } from '../lib/toast';
import { LiveConnection } from './LiveConnection';
import type { AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const theme = { token: { colorPrimary: '#1f6feb', borderRadius: 6 } };

/**
 * Every select searches as the user types, by what it shows, so typing "2B" then Enter picks 2B
 * (without search, Enter picked the first option). A select with its own search (the shipment
 * pickers) sets its own.
 */
const select = { showSearch: { optionFilterProp: 'label' } };

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme} select={select}>
        <ToastRegion />
        <LiveConnection />
        <RouterProvider router={router} />
      </ConfigProvider>
    </Provider>
  );
}
