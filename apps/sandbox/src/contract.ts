import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse as parseYaml } from 'yaml';

/*
 * The contract (openapi/checkout-v2.yaml) is the single source of every request schema. It is read
 * once per process; the same relative URL works from src/ (vitest) and dist/ (node), both one level
 * below the package folder.
 */
const DEFAULT_CONTRACT_URL = new URL('../../../openapi/checkout-v2.yaml', import.meta.url);

/** Where the contract is read from: `KESSAI_CONTRACT` when set, else the repository's file. */
export function contractPath(): string {
  return process.env.KESSAI_CONTRACT ?? fileURLToPath(DEFAULT_CONTRACT_URL);
}

export const CONTRACT_SCHEMA_ID = 'urn:kessai:checkout-v2';

export type JsonSchema = Record<string, unknown>;

export interface ContractDocument {
  readonly components: {
    readonly schemas: Readonly<Record<string, JsonSchema>>;
    readonly responses: Readonly<Record<string, JsonSchema>>;
    readonly requestBodies: Readonly<Record<string, JsonSchema>>;
  };
  readonly paths: Readonly<Record<string, Readonly<Record<string, JsonSchema>>>>;
}

let cachedDocument: ContractDocument | undefined;

/** The parsed contract (cached). */
export function loadContract(): ContractDocument {
  cachedDocument ??= parseYaml(readFileSync(contractPath(), 'utf8')) as ContractDocument;
  return cachedDocument;
}

/** Rewrites `#/components/schemas/X` references so they resolve inside one schema resource. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
      out[key] = `${CONTRACT_SCHEMA_ID}#/$defs/${inner.slice('#/components/schemas/'.length)}`;
    } else {
      out[key] = rewriteRefs(inner);
    }
  }
  return out;
}

// ajv-formats is CommonJS with a default export; under NodeNext its default sits one level down.
type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ??
  addFormatsModule) as unknown as AddFormats;

/** An Ajv 2020-12 instance that knows every component schema of the contract as `$defs`. */
export function createContractAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: false, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addKeyword('example');
  ajv.addSchema({
    $id: CONTRACT_SCHEMA_ID,
    $defs: rewriteRefs(loadContract().components.schemas),
  });
  return ajv;
}

/** A schema that refers to a contract component by name. */
export function componentRef(name: string): JsonSchema {
  return { $ref: `${CONTRACT_SCHEMA_ID}#/$defs/${name}` };
}

/** Rewrites contract references in a schema written by hand (e.g. the admin API's). */
export function withContractRefs(schema: JsonSchema): JsonSchema {
  return rewriteRefs(schema) as JsonSchema;
}

const TYPE_PHRASES: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

const PATTERN_PHRASES: Readonly<Record<string, string>> = {
  '^[0-9]{3,4}$': 'must be 3 or 4 digits',
  '^[0-9]{4}$': 'must be 4 digits',
  '^[A-Za-z0-9_-]+$': 'must contain only letters, digits, "_" and "-"',
};

/**
 * A field name taken from the request, made safe to echo: short, printable, and with digit runs
 * masked so a card number sent as a key never comes back in an error description.
 */
export function safeFieldName(name: string): string {
  const printable = name.replace(/[^\x20-\x7e]/g, '?').replace(/[0-9]{4,}/g, '****');
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
}

function fieldPath(instancePath: string): string {
  if (instancePath === '') return '';
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, segment) =>
        /^[0-9]+$/.test(segment)
          ? `${path}[${segment}]`
          : path === ''
            ? segment
            : `${path}.${segment}`,
      '',
    );
}

function joinField(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

/**
 * A human description of the first validation error, naming the field. It never quotes a value
 * from the request (only schema facts and sanitised field names).
 */
export function describeValidationError(error: ErrorObject | undefined): string {
  if (error === undefined) return 'The body does not match the request schema.';
  const path = safeFieldName(fieldPath(error.instancePath));
  const params = error.params as Record<string, unknown>;
  const at = path === '' ? 'body' : path;
  switch (error.keyword) {
    case 'required':
      return `${joinField(path, safeFieldName(String(params.missingProperty)))}: is required`;
    case 'additionalProperties':
      return `${joinField(path, JSON.stringify(safeFieldName(String(params.additionalProperty))))}: is not a known field`;
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => TYPE_PHRASES[type] ?? type);
      return `${at}: must be ${types.join(' or ')}`;
    }
    case 'minLength':
      return params.limit === 1
        ? `${at}: must be a non-empty string`
        : `${at}: must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `${at}: must be at most ${String(params.limit)} characters long`;
    case 'minimum':
      return `${at}: must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${at}: must be at most ${String(params.limit)}`;
    case 'minItems':
      return `${at}: must have at least ${String(params.limit)} items`;
    case 'maxItems':
      return `${at}: must have at most ${String(params.limit)} items`;
    case 'enum':
      return `${at}: must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'pattern':
      return `${at}: ${PATTERN_PHRASES[String(params.pattern)] ?? `must match ${String(params.pattern)}`}`;
    case 'format':
      return `${at}: must be ${params.format === 'date-time' ? 'an RFC 3339 date-time' : `a valid ${String(params.format)}`}`;
    default:
      return `${at}: ${error.message ?? 'is not valid'}`;
  }
}

export type { ErrorObject, ValidateFunction };
