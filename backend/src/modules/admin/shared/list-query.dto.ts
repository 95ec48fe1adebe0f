import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PagedQueryDto } from '../../../common/http/paged-query.dto.js';
import { Trim } from '../../../common/validation/transforms.js';

/** What react-admin's data provider sends with every list: a page, a sort and a search. */
export class AdminListQueryDto extends PagedQueryDto {
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
