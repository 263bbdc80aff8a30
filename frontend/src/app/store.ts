import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { api } from '../lib/api';
import { createUnauthorizedRedirect } from './unauthorizedRedirect';

export interface StoreOptions {
  /** How the app leaves for another page with a full load (tests watch it instead). */
  leaveTo?: (path: string) => void;
}

export function createStore({ leaveTo = (path) => window.location.assign(path) }: StoreOptions = {}) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, createUnauthorizedRedirect(leaveTo)),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
