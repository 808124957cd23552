// What the SDK validates, alone (bench:bundle: the validators' share of the gzip size). It reads a
// server's frames and pages ignoring members it does not know (6.1, D542).
import { validateEventsPageIgnoringUnknown, validateServerFrameIgnoringUnknown } from '@bothy/generated';

console.log(validateServerFrameIgnoringUnknown, validateEventsPageIgnoringUnknown);
