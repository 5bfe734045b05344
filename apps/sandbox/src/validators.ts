import { API_OPERATIONS } from './api.js';
import {
  componentRef,
  createContractAjv,
  describeValidationError,
  type JsonSchema,
  type ValidateFunction,
} from './contract.js';
import { errors } from './errors.js';
import { CREATE_PAYMENT_SCHEMA } from './payment-factory.js';

export type Validate = (body: unknown) => void;

export interface Validators {
  /** Request validators of the contract's operations, by path. */
  readonly api: ReadonlyMap<string, Validate>;
  readonly admin: {
    readonly createPayment: Validate;
    readonly transition: Validate;
    readonly member: Validate;
    readonly reset: Validate;
    readonly fault: Validate;
  };
}

const TRANSITION_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: {
    status: componentRef('PaymentStatus'),
    message: { type: 'string', maxLength: 2000 },
  },
};

const MEMBER_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['access_token'],
  properties: {
    access_token: { type: 'string', minLength: 1, maxLength: 256 },
    cards: {
      type: 'array',
      maxItems: 5,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['card_exp'],
        properties: {
          number: { type: 'string', pattern: '^[0-9]{13,16}$' },
          card_no: { type: 'string', pattern: '^[0-9*]{4,19}$' },
          card_network: componentRef('CardNetwork'),
          card_exp: { type: 'string', pattern: '^[0-9]{2}(0[1-9]|1[0-2])$' },
          outcome: {
            enum: [
              'success',
              'decline',
              'insufficient-funds',
              'challenge',
              'processing-error',
              'slow',
            ],
          },
        },
      },
    },
  },
};

const RESET_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { seed: { type: 'boolean' } },
};

function faultSchema(paths: readonly string[]): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['path'],
    properties: {
      path: { enum: paths },
      status: { type: 'integer', minimum: 400, maximum: 599 },
      error_code: { type: 'string', minLength: 1, maxLength: 64 },
      delay_ms: { type: 'integer', minimum: 0, maximum: 120000 },
      count: { type: 'integer', minimum: 1, maximum: 10000 },
      abort: { type: 'boolean' },
      malformed: { type: 'boolean' },
    },
  };
}

function asserting(validate: ValidateFunction): Validate {
  return (body) => {
    if (!validate(body)) throw errors.invalidRequest(describeValidationError(validate.errors?.[0]));
  };
}

let cached: Validators | undefined;

/** Compiles every validator once per process (Ajv compilation is the slow part of start-up). */
export function getValidators(faultPaths: readonly string[]): Validators {
  if (cached !== undefined) return cached;
  const ajv = createContractAjv();
  const api = new Map<string, Validate>();
  for (const [path, operation] of Object.entries(API_OPERATIONS)) {
    api.set(path, asserting(ajv.compile(componentRef(operation.requestSchema))));
  }
  cached = {
    api,
    admin: {
      createPayment: asserting(ajv.compile(CREATE_PAYMENT_SCHEMA)),
      transition: asserting(ajv.compile(TRANSITION_SCHEMA)),
      member: asserting(ajv.compile(MEMBER_SCHEMA)),
      reset: asserting(ajv.compile(RESET_SCHEMA)),
      fault: asserting(ajv.compile(faultSchema(faultPaths))),
    },
  };
  return cached;
}
