import { ApiProperty } from '@nestjs/swagger';

/** Every admin list answers `{ data, total }`: a page of rows and how many match in all. */
export class TotalDto {
  @ApiProperty({ description: 'Rows matching the filters, all pages together' }) total: number;
}
