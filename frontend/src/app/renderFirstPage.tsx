// The server's entry (built by `vite build --ssr`, run by backend/src/web/first-page.ts): the signed-in
// dashboard drawn as HTML from answers the server has read, for index.html to carry (docs/decisions.md,
// "The first page drawn by the server"). lib/firstPage.ts holds what the page needs to hydrate it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { FIRST_PAGE_DATA_ID, type FirstPageAnswers } from '@dockflow/contracts';
import { assumeScreenWidth, jsonForScript, type FirstPageData } from '../lib/firstPage';
import { setDisplayLocale, setSiteTimeZone } from '../lib/siteTime';
import { App, RouteTable } from './App';
import { putFirstPageAnswers } from './firstPageAnswers';
import { preloadSignedInCode } from './lazyScreens';
import { appRoutes } from './routes';
import { createStore } from './store';

export interface FirstPage {
  /** The markup for index.html's #root. */
  root: string;
  /** The element carrying the answers, for after #root. */
  data: string;
}

/** The dashboard (path /) drawn for `answers.user`, for a screen `screenWidth` wide whose browser writes in `locale`. */
export async function renderFirstPage(answers: FirstPageAnswers, { screenWidth, locale }: { screenWidth: number; locale: string }): Promise<FirstPage> {
  const store = createStore({ leaveTo: () => undefined });
  await Promise.all([
    putFirstPageAnswers(store.dispatch, answers),
    // Loaded, the layout's and the dashboard's lazy components draw in the one pass renderToString makes.
    preloadSignedInCode('/'),
  ]);
  // Module state, as in the page: safe because renderToString runs start to end without yielding.
  setSiteTimeZone(answers.site.timeZone);
  setDisplayLocale(locale);
  assumeScreenWidth(screenWidth);
  const root = renderToString(
      <StrictMode>
        <App store={store}>
          <StaticRouter location="/">
            <RouteTable routes={appRoutes} />
          </StaticRouter>
        </App>
      </StrictMode>,
    );
  const data: FirstPageData = { state: store.getState(), timeZone: answers.site.timeZone, screenWidth };
  return { root, data: `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${jsonForScript(data)}</script>` };
}
