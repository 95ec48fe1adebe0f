import { ApiProperty } from '@nestjs/swagger';

/** How long a text to enhance may be, so the workspace can say so while the user types. */
export class TextLimitsDto {
  @ApiProperty({ example: 10, description: 'Fewest characters, after trimming' })
  min_input_chars: number;

  @ApiProperty({ example: 20000, description: 'Most characters (AI_MAX_INPUT_CHARS); 413 beyond' })
  max_input_chars: number;
}
