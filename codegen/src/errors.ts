/** Every refusal of codegen carries a stable code, so that tests assert the cause, not the wording. */
export type CodegenErrorCode =
  | 'contract_not_object'
  | 'contract_invalid'
  | 'schema_name_collision'
  | 'unresolved_ref'
  | 'unsupported_schema'
  | 'catalogue_invalid'
  | 'actions_invalid'
  | 'redaction_missing'
  | 'redaction_invalid'
  | 'problem_codes_mismatch'
  | 'close_codes_invalid'
  | 'recording_invalid'
  | 'secret_invalid'
  | 'rate_limits_invalid';

export class CodegenError extends Error {
  override readonly name = 'CodegenError';
  constructor(
    readonly code: CodegenErrorCode,
    message: string,
  ) {
    super(message);
  }
}
