import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { appRoutes } from './app/routes';
import { createStore } from './app/store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App store={createStore()} router={createBrowserRouter(appRoutes)} />
  </StrictMode>,
);
