export { loadContracts, parseAsyncApi, parseOpenApi, type ContractDiagnostic, type LoadedContracts, type Json, type JsonObject } from './contracts.ts';
export { buildModel, emitFiles, GENERATED_HEADER, type Model } from './emit.ts';
export { SchemaBundle, pascalCase } from './bundle.ts';
export { RECORDING_SCHEMAS, secretFieldsOf, type RecordingModel } from './recording.ts';
export { REDACTED_RESOURCE_KINDS, type CatalogueEntry } from './catalogue.ts';
export { CodegenError, type CodegenErrorCode } from './errors.ts';
export { sample, pointers, withPointer, resetSampleIds, SAMPLE_UUID_V7, SAMPLE_TIME, type SampleOptions } from './samples.ts';
export { generate } from './main.ts';
