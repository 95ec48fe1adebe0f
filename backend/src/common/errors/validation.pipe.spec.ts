import { BadRequestException } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { DEFAULT_SHAPE_LIMITS } from '../http/body-shape.js';
import { MAX_FIELD_ERRORS, MAX_MESSAGE_CHARS, errorBody } from './error-body.js';
import { createValidationPipe } from './validation.pipe.js';

/** Counts how often class-transformer reached the DTO (its @Transform runs on every plainToInstance). */
let transformed = 0;

class LoginLikeDto {
  @Transform(({ value }: { value: unknown }) => {
    transformed += 1;
    return value;
  })
  @IsString()
  email: string;
}

const manyKeys = (count: number, extra: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { ...extra };
  for (let index = 0; index < count; index++) body[`k${index}`] = 'v';
  return body;
};

const refusal = async (value: unknown, type: 'body' | 'query' = 'body') => {
  const error: unknown = await createValidationPipe()
    .transform(value, { type, metatype: LoginLikeDto })
    .then(
      () => null,
      (thrown: unknown) => thrown,
    );
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).getResponse() as { detail: string; errors?: unknown[] };
};

describe('the validation pipe bounds its work before class-transformer sees a value', () => {
  beforeEach(() => (transformed = 0));

  it('should reach class-transformer for an ordinary body (the probe works)', async () => {
    await createValidationPipe().transform(
      { email: 'ada@example.com' },
      { type: 'body', metatype: LoginLikeDto },
    );
    expect(transformed).toBe(1);
  });

  it('should refuse 80,000 keys without handing them to class-transformer', async () => {
    const answer = await refusal(manyKeys(80_000, { email: 'ada@example.com' }));
    expect(answer.detail).toBe('The request has an object with more than 200 fields.');
    expect(transformed).toBe(0);
  });

  it.each([
    [
      'fields in all',
      { email: 'a', nested: Array.from({ length: 30 }, () => manyKeys(190)) },
      'The request has more than 5,000 fields and list items in all.',
    ],
    [
      'a long list',
      { email: 'a', list: Array.from({ length: 1_001 }, () => 1) },
      'The request has a list with more than 1,000 items.',
    ],
    [
      'a long field name',
      { email: 'a', ['x'.repeat(201)]: 1 },
      'The request has a field name longer than 200 characters.',
    ],
    [
      'a long text',
      { email: 'x'.repeat(100_001) },
      'The request has a text longer than 100,000 characters.',
    ],
  ])('should refuse %s before transforming', async (_, body, detail) => {
    expect((await refusal(body)).detail).toBe(detail);
    expect(transformed).toBe(0);
  });

  it('should bound a query the same way', async () => {
    await refusal(manyKeys(DEFAULT_SHAPE_LIMITS.maxKeysPerObject + 1), 'query');
    expect(transformed).toBe(0);
  });

  it('should keep the error body small however many fields are wrong', async () => {
    const answer = await refusal(manyKeys(150, { email: 'ada@example.com' }));
    expect(answer.errors).toHaveLength(150);
    const body = errorBody(400, answer.detail, 'id', answer.errors as never);
    expect(body.errors).toHaveLength(MAX_FIELD_ERRORS);
    const long = errorBody(400, 'd'.repeat(5_000), 'id', [
      { field: 'f'.repeat(5_000), messages: ['m'.repeat(5_000), 'a', 'b', 'c', 'd'] },
    ]);
    expect(long.errors![0].field.length).toBe(MAX_MESSAGE_CHARS);
    expect(long.errors![0].messages).toHaveLength(3);
    expect(long.errors![0].messages[0].length).toBe(MAX_MESSAGE_CHARS);
    expect(JSON.stringify(long).length).toBeLessThan(3_000);
  });
});
