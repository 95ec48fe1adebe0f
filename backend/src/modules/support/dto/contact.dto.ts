import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, NormalizeText, Trim } from '../../../common/validation/transforms.js';
import {
  HasVisibleText,
  NoHiddenCharacters,
  NoHiddenCharactersInEmail,
} from '../../../common/validation/visible-text.js';

export const FORM_TOKEN_MISSING = 'Please reload the page and send the form again.';

/** The landing page's contact form: anyone may send it, no account needed. */
export class ContactMessageDto {
  @ApiProperty({ example: 'Ada Lovelace' })
  @NormalizeText()
  @IsString({ message: 'Please enter your name' })
  @HasVisibleText('Please enter your name')
  @MaxLength(100, { message: 'Your name must be at most 100 characters long' })
  @NoHiddenCharacters('Your name must not contain invisible or direction-changing characters')
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  @NormalizeEmail()
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  @NoHiddenCharactersInEmail('Please enter a valid email address')
  email: string;

  @ApiPropertyOptional({ example: 'A plan for our team of 12' })
  @IsOptional()
  @NormalizeText()
  @IsString({ message: 'The subject must be text' })
  @MaxLength(200, { message: 'The subject must be at most 200 characters long' })
  @NoHiddenCharacters('The subject must not contain invisible or direction-changing characters')
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
    description:
      'The token of GET /api/contact/form, issued when the form opened: the server reads from it how long the form was open (at least 3 seconds, at most 24 hours); used once',
  })
  @IsString({ message: FORM_TOKEN_MISSING })
  @IsNotEmpty({ message: FORM_TOKEN_MISSING })
  @MaxLength(200, { message: FORM_TOKEN_MISSING })
  form_token: string;
}

export class ContactFormDto {
  @ApiProperty({ description: 'Send it back with the message (form_token)' })
  form_token: string;
}

export class ContactReceivedDto {
  @ApiProperty({ example: 'Thank you! We will answer at ada@example.com.' })
  message: string;
}
