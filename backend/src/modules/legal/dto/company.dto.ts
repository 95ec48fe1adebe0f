import { ApiProperty } from '@nestjs/swagger';

/** Who runs the service, for the landing page's contact section. */
export class CompanyDto {
  @ApiProperty({ example: 'Resonate' }) name: string;

  @ApiProperty({ type: String, nullable: true, example: '1 Example Street, 10115 Berlin, Germany' })
  postal_address: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'hello@example.com' })
  email: string | null;
}
