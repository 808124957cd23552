// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
import type * as S from './schemas.js';
import type { Validator } from './validators.js';

export declare const ServerFrame: Validator<S.ServerFrame>;
export declare const EventsPage: Validator<S.EventsPage>;
export declare const Event: Validator<S.Event>;
export declare const Envelope: Validator<S.Envelope>;
export declare const ResyncRequiredFrame: Validator<S.ResyncRequiredFrame>;
