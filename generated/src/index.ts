// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
export type * from './schemas.js';
export * from './catalogue.js';
export * from './actions.js';
export * from './frames.js';
export * from './close-codes.js';
export * from './problem-codes.js';
export * from './protocol.js';
export * from './redaction.js';
export * from './config.js';
export * from './validate.js';
export * from './by-name.js';
export * from './recording.js';
export * from './rate-limits.js';
export * from './answer.js';
// The value (a const object of codes) and the type of the same name win over the schema type.
export { ProblemCode } from './problem-codes.js';
export { ResyncReason } from './protocol.js';
export { RecordingDirection, RecordingTransport } from './recording.js';
export type { paths, operations, components as restComponents } from './openapi.js';
