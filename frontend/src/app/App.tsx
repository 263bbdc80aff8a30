import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastRegion } from '../lib/toast';
import { LiveConnection } from './LiveConnection';
import type { AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const theme = { token: { colorPrimary: '#1f6feb', borderRadius: 6 } };

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <ToastRegion />
        <LiveConnection />
        <RouterProvider router={router} />
      </ConfigProvider>
    </Provider>
  );
}
