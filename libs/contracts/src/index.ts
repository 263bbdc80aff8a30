export * from './enums.js';
export * from './messages.js';
export * from './types.js';
export * from './requests.js';
export * from './events.js';
export * from './socket.js';
export * from './site-time.js';
