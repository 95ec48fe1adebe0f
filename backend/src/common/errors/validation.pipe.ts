import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from './error-body.js';

/** whitelist + forbid unknown fields + transform; answers with the first message and every field's. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const detail = fields[0]?.messages[0] ?? 'The request is not valid.';
      return new BadRequestException({ detail, errors: fields });
    },
  });
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.replace(/^property (\S+) should not exist$/, `Unknown field '${field}'`),
    );
    const nested = flatten(error.children ?? [], field);
    return own.length ? [{ field, messages: own }, ...nested] : nested;
  });
}
