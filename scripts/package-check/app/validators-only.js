// What the SDK validates, alone (bench:bundle: the validators' share of the gzip size).
import { validateEventsPage, validateServerFrame } from '@bothy/generated';

console.log(validateServerFrame, validateEventsPage);
