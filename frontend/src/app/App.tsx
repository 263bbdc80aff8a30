import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastRegion } from '../components/ToastRegion';
import { LiveConnection } from './LiveConnection';
import type { AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's providers; antd's theme wraps the screens drawn with antd (lazyScreens.ts), not the sign-in page. */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ToastRegion />
      <LiveConnection />
      <RouterProvider router={router} />
    </Provider>
  );
}
