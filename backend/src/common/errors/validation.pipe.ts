import {
  BadRequestException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { bodyShapeProblem, DEFAULT_SHAPE_LIMITS, type ShapeLimits } from '../http/body-shape.js';
import type { FieldError } from './error-body.js';

/** Type checks, and the type each names when the value is of another JS type. */
const TYPE_CHECKS: Record<string, { expected: string; holds: (value: unknown) => boolean }> = {
  isString: { expected: 'text (a string)', holds: (value) => typeof value === 'string' },
  isNumber: { expected: 'a number', holds: (value) => typeof value === 'number' },
  isInt: { expected: 'a number', holds: (value) => typeof value === 'number' },
  isBoolean: { expected: 'true or false', holds: (value) => typeof value === 'boolean' },
  isArray: { expected: 'a list (an array)', holds: Array.isArray },
};

/** "a number", "an array", "an object", "a string", "true" for what a client sent. */
export function describeJsonType(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return String(value);
  return `a ${typeof value}`;
}

/**
 * whitelist + forbid unknown fields + transform; answers with the first message and every field's.
 * An array where a DTO's object is expected is refused as such. Before anything is transformed,
 * the value's shape is bounded (body-shape.ts): class-transformer's work grows with the square of
 * an object's keys, so it never sees more than the limits allow, whatever the caller (a body the
 * HTTP layer already checked, a query, a model's tool-call arguments).
 */
class AppValidationPipe extends ValidationPipe {
  constructor(
    options: ConstructorParameters<typeof ValidationPipe>[0],
    private readonly shapeLimits: ShapeLimits,
  ) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && Array.isArray(value)) {
      throw new BadRequestException({
        detail: 'The request body must be a JSON object, not an array.',
      });
    }
    if (metadata.type !== 'custom') {
      const problem = bodyShapeProblem(value, this.shapeLimits);
      if (problem) throw new BadRequestException({ detail: problem.detail });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(
  shapeLimits: ShapeLimits = DEFAULT_SHAPE_LIMITS,
): ValidationPipe {
  return new AppValidationPipe(
    {
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      // The DTO class (to read a field's declared type) and the value; never sent to the client.
      validationError: { target: true, value: true },
      exceptionFactory: (errors) => {
        const fields = flatten(errors);
        const detail = fields[0]?.messages[0] ?? 'The request is not valid.';
        return new BadRequestException({ detail, errors: fields });
      },
    },
    shapeLimits,
  );
}

/**
 * The type checks declared on this field: whether each applies to every item of a list, and the
 * message its author wrote for it.
 */
function typeChecksOf(error: ValidationError): { name: string; each: boolean; message?: string }[] {
  const target = (error.target as object | undefined)?.constructor;
  if (!target) return [];
  return getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .filter((rule) => rule.propertyName === error.property && rule.name! in TYPE_CHECKS)
    .map((rule) => ({
      name: rule.name!,
      each: rule.each === true,
      message: typeof rule.message === 'string' ? rule.message : undefined,
    }));
}

/**
 * The message of the first check that failed; but when that was not the type check, a message
 * about what is wrong with the value: a missing field is required ("at most 100 characters" for
 * nothing at all misleads), a value of another JSON type than the one declared names the type.
 */
function fieldMessage(error: ValidationError, field: string): string | undefined {
  const constraints = error.constraints ?? {};
  const first = Object.values(constraints)[0];
  const typeCheckFailed = Object.keys(constraints).some((name) => name in TYPE_CHECKS);
  if (!typeCheckFailed && (error.value === undefined || error.value === null)) {
    const [declared] = typeChecksOf(error);
    if (declared) return declared.message ?? `${field} is required`;
  }
  if (!typeCheckFailed && error.value !== undefined && error.value !== null) {
    for (const { name, each } of typeChecksOf(error)) {
      const check = TYPE_CHECKS[name];
      const items = each && Array.isArray(error.value) ? (error.value as unknown[]) : [error.value];
      const wrong = items.find((item) => !check.holds(item));
      if (wrong === undefined) continue;
      return each
        ? `each item of ${field} must be ${check.expected}, not ${describeJsonType(wrong)}`
        : `${field} must be ${check.expected}, not ${describeJsonType(wrong)}`;
    }
  }
  return first?.replace(/^property (\S+) should not exist$/, `Unknown field '${field}'`);
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const message = fieldMessage(error, field);
    const nested = flatten(error.children ?? [], field);
    return message ? [{ field, messages: [message] }, ...nested] : nested;
  });
}
