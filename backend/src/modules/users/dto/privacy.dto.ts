import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class UpdatePrivacyDto {
  @ApiProperty({
    description:
      'false: "Don\'t keep my texts": texts and results are never stored, logged or queued from now on (what is already kept stays until deleted)',
  })
  @IsBoolean({ message: 'keep_texts must be true or false' })
  keep_texts: boolean;
}

export class PrivacyDto {
  @ApiProperty({ description: 'false: "Don\'t keep my texts" is on (privacy mode)' })
  keep_texts: boolean;
  @ApiProperty({
    type: [String],
    example: ['gpt-4o-mini at api.openai.com'],
    description:
      'Where a text travels to be rewritten or analysed: each configured model provider; empty when it never leaves the server process (built-in engine or local model)',
  })
  text_goes_to: string[];
}
