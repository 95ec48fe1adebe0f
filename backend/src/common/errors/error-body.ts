import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldError {
  @ApiProperty({ example: 'text' }) field: string;
  @ApiProperty({ example: ['Please enter some text to enhance'] }) messages: string[];
}

/** The one JSON error shape of the API; `detail` is what the SPA shows a person. */
export class ErrorBody {
  @ApiProperty({ example: 'Please enter some text to enhance' }) detail: string;
  @ApiProperty({ example: 400 }) status: number;
  @ApiPropertyOptional({ type: [FieldError] }) errors?: FieldError[];
  @ApiProperty({ example: '6f1c2e0a-6a7b-4f3e-9d55-0c0a8f7c2b11' }) correlation_id: string;
}

/** Every error body stays small, however many fields were wrong or however long a message is. */
export const MAX_FIELD_ERRORS = 20;
export const MAX_MESSAGES_PER_FIELD = 3;
export const MAX_MESSAGE_CHARS = 300;
export const MAX_DETAIL_CHARS = 1_000;

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

export function errorBody(
  status: number,
  detail: string,
  correlationId: string,
  errors?: FieldError[],
): ErrorBody {
  const kept = errors?.slice(0, MAX_FIELD_ERRORS).map(({ field, messages }) => ({
    field: cut(field, MAX_MESSAGE_CHARS),
    messages: messages
      .slice(0, MAX_MESSAGES_PER_FIELD)
      .map((message) => cut(message, MAX_MESSAGE_CHARS)),
  }));
  return {
    detail: cut(detail, MAX_DETAIL_CHARS),
    status,
    ...(kept?.length ? { errors: kept } : {}),
    correlation_id: correlationId,
  };
}

/** An HttpException response carrying field errors, as thrown by the validation pipe. */
export interface DetailedErrorResponse {
  detail: string;
  errors?: FieldError[];
}
