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

export function errorBody(
  status: number,
  detail: string,
  correlationId: string,
  errors?: FieldError[],
): ErrorBody {
  return { detail, status, ...(errors?.length ? { errors } : {}), correlation_id: correlationId };
}

/** An HttpException response carrying field errors, as thrown by the validation pipe. */
export interface DetailedErrorResponse {
  detail: string;
  errors?: FieldError[];
}
