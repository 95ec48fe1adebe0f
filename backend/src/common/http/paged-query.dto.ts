import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/** A page of a staff list, as react-admin's data provider asks for it. */
export class PagedQueryDto {
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
}
