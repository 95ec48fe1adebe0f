import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { NormalizeEmail, Trim } from '../../../common/validation/transforms.js';

/** The landing page's contact form: anyone may send it, no account needed. */
export class ContactMessageDto {
  @ApiProperty({ example: 'Ada Lovelace' })
  @Trim()
  @MaxLength(100, { message: 'Your name must be at most 100 characters long' })
  @IsString({ message: 'Please enter your name' })
  @IsNotEmpty({ message: 'Please enter your name' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  @NormalizeEmail()
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  email: string;

  @ApiPropertyOptional({ example: 'A plan for our team of 12' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'The subject must be text' })
  @MaxLength(200, { message: 'The subject must be at most 200 characters long' })
  subject?: string;

  @ApiProperty({ example: 'We would like to…' })
  @Trim()
  @MaxLength(5000, { message: 'The message must be at most 5,000 characters long' })
  @IsString({ message: 'Please write your message' })
  @IsNotEmpty({ message: 'Please write your message' })
  message: string;

  /** Left empty by people: the field is hidden from them, and bots fill it in. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;

  @ApiProperty({
    description: 'How long the form was open before it was sent, in milliseconds',
    example: 24000,
  })
  @IsInt({ message: 'elapsed_ms must be a whole number of milliseconds' })
  @Min(0, { message: 'elapsed_ms must be a whole number of milliseconds' })
  elapsed_ms: number;
}

export class ContactReceivedDto {
  @ApiProperty({ example: 'Thank you! We will answer at ada@example.com.' })
  message: string;
}
