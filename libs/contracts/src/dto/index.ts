export * from './auth.dto.js';
export * from './shipment.dto.js';
export * from './user.dto.js';
export * from './workflow.dto.js';
export * from './value-rules.js';
export * from './display.dto.js';
export * from './push.dto.js';
