import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

export const RETAIN_MESSAGE = 'retain must be true or false';

/**
 * The `retain` field of a text-carrying request: false keeps nothing of this request's texts
 * (as "Don't keep my texts" does for every request); true cannot override that setting.
 */
export const RetainProperty = () =>
  applyDecorators(
    ApiPropertyOptional({
      default: true,
      description:
        "false: this request's text and results are never stored, logged or queued (the history keeps only date, settings, counts and scores). The account's \"Don't keep my texts\" does this for every request; true does not override it.",
    }),
    IsOptional(),
    IsBoolean({ message: RETAIN_MESSAGE }),
  );
