import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildModel, loadContracts, sample } from '@bothy/codegen';
import { eventCatalogue, EventType, eventTypes } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { EPOCH, liveAgent, livePerson, Recording, type Json } from '../fixtures/build.ts';
import { isInvocationEvent } from '../../src/rules/envelope.ts';
import { violationsOf } from '../helpers.ts';

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts');
const { bundle } = buildModel(await loadContracts(contractsDir));

function sampleEvent(type: string, mode: 'full' | 'minimal'): Json {
  const envelope = sample(bundle, `Event.${type}`, { mode }) as Json;
  delete envelope.sync_epoch;
  if (eventCatalogue[type as keyof typeof eventCatalogue].durable) envelope.seq = 201;
  return envelope;
}

describe('every type of the catalogue passes when delivered as the contract says (ADR 0049, 2.2)', () => {
  const carriesAChange = eventTypes.filter((t) => t !== EventType.RunUpdated);
  // The durable types that carry invocation_token invoke an agent: to the agent only, always with it (15.3, 15.4).
  const invokes = (t: EventType): boolean => isInvocationEvent(t);

  it.each(eventTypes)('%s: the full sample to an agent', (type) => {
    expect(violationsOf(liveAgent().dispatch('agent-1', sampleEvent(type, 'full')))).toEqual([]);
  });

  it.each(carriesAChange.filter((t) => !invokes(t)))('%s: the minimal sample to a person', (type) => {
    expect(violationsOf(livePerson().dispatch('person-1', sampleEvent(type, 'minimal')))).toEqual([]);
  });

  it.each(eventTypes.filter(invokes))('%s: the minimal sample with its invocation token to an agent, and never to a person (15.3)', (type) => {
    const minimal = sampleEvent(type, 'minimal');
    expect(violationsOf(liveAgent().dispatch('agent-1', { ...minimal, invocation_token: '***' }))).toEqual([]);
    expect(violationsOf(livePerson().dispatch('person-1', minimal)).map((v) => v.rule)).toEqual(['envelope.delivery_fields']);
  });

  it('run.updated: the minimal sample, which the schema allows, carries no change and breaks the chain rule (11.3)', () => {
    // run.updated.v1 requires neither base_version with ops nor snapshot; its description
    // (and 11.3) says it carries one of them. connection.run_chain holds the server to it.
    expect(violationsOf(livePerson().dispatch('person-1', sampleEvent(EventType.RunUpdated, 'minimal'))).map((v) => v.rule)).toEqual(['connection.run_chain']);
  });

  it.each(eventTypes.filter((t) => eventCatalogue[t].durable))('%s: the full sample over a webhook, with its sync epoch', (type) => {
    expect(violationsOf(new Recording().webhook('w1', { ...sampleEvent(type, 'full'), sync_epoch: EPOCH }))).toEqual([]);
  });
});
