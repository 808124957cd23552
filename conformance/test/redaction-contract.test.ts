import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildModel, CodegenError, loadContracts } from '@bothy/codegen';
import { eventCatalogue, EventType, isRedactable } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { thrownBy } from './helpers.ts';

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts');
const committed = await loadContracts(contractsDir);

describe('a message or file type without its redaction fails the build (2.2: "without it, the deletion fails")', () => {
  it('builds the committed contracts, where every message and file type has a redaction', () => {
    const model = buildModel(committed);
    const contentTypes = model.catalogue.filter((e) => e.resource_kind === 'message' || e.resource_kind === 'file');
    expect(contentTypes.length).toBeGreaterThanOrEqual(8);
    for (const entry of contentTypes) {
      expect(entry.redaction, entry.type).toBeDefined();
      expect(isRedactable(entry.type)).toBe(true);
    }
  });

  it.each([EventType.MessageUpdated, EventType.FileUpdated])('refuses the contracts when %s loses its redaction (CodegenError redaction_missing)', (type) => {
    expect(eventCatalogue[type].resource_kind).toMatch(/^(message|file)$/);
    const broken = structuredClone(committed);
    const catalogue = (broken.asyncapi.components as Record<string, Record<string, Record<string, unknown>>>)['x-event-catalogue'];
    expect(catalogue?.[type]?.redaction).toBeDefined();
    delete catalogue?.[type]?.redaction;
    const error = thrownBy(() => buildModel(broken));
    expect(error).toBeInstanceOf(CodegenError);
    expect(error).toMatchObject({ code: 'redaction_missing', message: expect.stringContaining(type) });
  });
});
