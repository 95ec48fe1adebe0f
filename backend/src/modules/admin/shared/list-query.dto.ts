import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../../common/validation/transforms.js';

/** What react-admin's data provider sends with every list: a page, a sort and a search. */
export class AdminListQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number, 1 or more' })
  @Min(1, { message: 'page must be a whole number, 1 or more' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'per_page must be a whole number from 1 to 100' })
  @Min(1, { message: 'per_page must be a whole number from 1 to 100' })
  @Max(100, { message: 'per_page must be a whole number from 1 to 100' })
  per_page?: number;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: 'asc' | 'desc';

  @ApiPropertyOptional({ description: 'Words to look for' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'search must be text' })
  @MaxLength(254, { message: 'search must be at most 254 characters' })
  search?: string;
}

/** LIMIT/OFFSET and the direction of a list query. */
export function paging(query: AdminListQueryDto): { limit: number; offset: number; dir: string } {
  const limit = query.per_page ?? 25;
  return {
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
    dir: query.order === 'asc' ? 'ASC' : 'DESC',
  };
}

/** An ILIKE pattern for text typed by staff (its % and _ taken literally), or null. */
export function likePattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, '\\$&')}%` : null;
}

export const iso = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;
