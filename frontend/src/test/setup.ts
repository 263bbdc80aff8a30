import '@testing-library/jest-dom/jest-globals';
import 'fake-indexeddb/auto';
import { jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { socket } from '../lib/socket';

// Screens, antd's theme and the signed-in layout load their code on demand (React.lazy): a test file's first
// wait includes transforming those modules, which took over 5 s while parallel test files shared two cores.
configure({ asyncUtilTimeout: 15000 });

// jsdom has no media queries: antd's responsive helpers need matchMedia to exist (nothing matches: a phone).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// Nor layout: nothing ever resizes.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom cannot compute pseudo-element styles (antd measures the scrollbar with them): use the element's own.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// jsdom has no MessageChannel, which antd's forms and selects use to run a callback as a macrotask.
// Node's would keep the test process alive (its ports are never closed), so post through a timer instead.
class TimerMessagePort {
  onmessage: ((event: MessageEvent) => void) | null = null;
  peer: TimerMessagePort | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.peer?.onmessage?.(new MessageEvent('message', { data })), 0);
  }
  start() {}
  close() {}
}
class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;

// No server to connect to: the live connection stays closed and tests deliver pushes themselves (see pushes.ts).
jest.spyOn(socket, 'connect').mockImplementation(() => socket);

// jsdom has the dialog element but not its modal methods (app/layout/NavDrawer.tsx uses them).
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
