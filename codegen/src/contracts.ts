// Loads both contracts: the official parsers decide whether they are valid,
// the YAML text (in its own key order) is what codegen compiles.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser, fromFile, DiagnosticSeverity } from '@asyncapi/parser';
import { createConfig, lint, type NormalizedProblem } from '@redocly/openapi-core';
import { parse as parseYaml } from 'yaml';
import { CodegenError } from './errors.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ContractDiagnostic {
  contract: 'asyncapi' | 'openapi';
  severity: 'error' | 'warning' | 'info' | 'hint';
  code: string;
  message: string;
  path: string;
}

export interface LoadedContracts {
  dir: string;
  asyncapi: JsonObject;
  openapi: JsonObject;
  /** Everything the official parsers reported below the error level. */
  diagnostics: ContractDiagnostic[];
}

const severityName: Record<number, ContractDiagnostic['severity']> = {
  [DiagnosticSeverity.Error]: 'error',
  [DiagnosticSeverity.Warning]: 'warning',
  [DiagnosticSeverity.Information]: 'info',
  [DiagnosticSeverity.Hint]: 'hint',
};

export async function parseAsyncApi(file: string): Promise<ContractDiagnostic[]> {
  const parser = new Parser();
  const { document, diagnostics } = await fromFile(parser, file).parse();
  const out = diagnostics.map((d): ContractDiagnostic => ({
    contract: 'asyncapi',
    severity: severityName[d.severity] ?? 'error',
    code: String(d.code),
    message: d.message,
    path: d.path.join('.'),
  }));
  if (!document && !out.some((d) => d.severity === 'error')) {
    out.push({ contract: 'asyncapi', severity: 'error', code: 'no-document', message: 'the parser returned no document', path: '' });
  }
  return out;
}

export async function parseOpenApi(file: string): Promise<ContractDiagnostic[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems: NormalizedProblem[] = await lint({ ref: file, config });
  return problems.map((p) => ({
    contract: 'openapi',
    severity: p.severity === 'error' ? 'error' : 'warning',
    code: p.ruleId,
    message: p.message,
    path: p.location.map((l) => l.pointer ?? '').join(' '),
  }));
}

async function readYaml(file: string): Promise<JsonObject> {
  const text = await readFile(file, 'utf8');
  const value = parseYaml(text, { uniqueKeys: true }) as Json;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CodegenError('contract_not_object', `${file} is not a YAML mapping`);
  }
  return value;
}

export async function loadContracts(dir: string): Promise<LoadedContracts> {
  const asyncapiFile = path.join(dir, 'asyncapi.yaml');
  const openapiFile = path.join(dir, 'openapi.yaml');
  const diagnostics = [...(await parseAsyncApi(asyncapiFile)), ...(await parseOpenApi(openapiFile))];
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.contract} ${e.code} at ${e.path}: ${e.message}`);
    throw new CodegenError('contract_invalid', `the contracts do not parse:\n${lines.join('\n')}`);
  }
  return {
    dir,
    asyncapi: await readYaml(asyncapiFile),
    openapi: await readYaml(openapiFile),
    diagnostics: diagnostics.filter((d) => d.severity !== 'error'),
  };
}
