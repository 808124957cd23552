// Rules on a gateway frame as a whole (2.3).
import { check, ClientOp, formatIssues, validateClientFrame, validateServerFrame, validators, type Validator } from '@bothy/generated';
import { Direction, Transport } from '../recording.ts';
import { formatIssuesAt, type Rule } from './rule.ts';

/** identify's d is one of two shapes; name the one the frame meant, for a readable finding. */
function identifyDetail(d: Record<string, unknown> | undefined): string {
  if (!d) return '';
  const agent = typeof d.api_token === 'string';
  const validator: Validator<unknown> = agent ? validators.IdentifyAgent : validators.IdentifyPerson;
  const shape = agent ? 'agent or app' : 'person';
  const result = check(validator, d);
  return result.ok ? '' : ` (as the identify of a ${shape}: ${formatIssuesAt('/d', result.issues)})`;
}

export const frameSchema: Rule = {
  id: 'frame.schema',
  title: 'Every gateway frame validates against the generated client or server frame schema',
  section: '2.3',
  group: 'frame',
  fallback: true,
  check(frame) {
    // A well-shaped dispatch is judged by the envelope rules; a close line is no frame.
    if (frame.transport !== Transport.Gateway || frame.event || frame.record.close) return [];
    const client = frame.record.from === Direction.Client;
    if (frame.record.unparsed !== undefined) return [`not a valid ${client ? 'client' : 'server'} frame: no JSON text (${frame.record.unparsed} bytes, binary or not JSON; 2.3)`];
    const validator: Validator<unknown> = client ? validateClientFrame : validateServerFrame;
    const result = check(validator, frame.record.frame);
    if (result.ok) return [];
    const detail = client && frame.op === ClientOp.Identify ? identifyDetail(frame.d) : '';
    return [`not a valid ${client ? 'client' : 'server'} frame: ${formatIssues(result.issues)}${detail}`];
  },
};
