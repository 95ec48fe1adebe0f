import { Body, Controller, Get, Header, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../common/auth/auth-rules.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { AddressLimiter } from '../../../common/throttling/address-limiter.js';
import { ContactFormDto, ContactMessageDto, ContactReceivedDto } from '../dto/contact.dto.js';
import { ContactService } from './contact.service.js';

@ApiTags('support')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly addresses: AddressLimiter,
  ) {}

  @Get('form')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Open the contact form: a signed token the message is sent with (form_token)',
    description:
      'The server reads from the token how long the form was open; a message sent sooner than 3 seconds after, or more than 24 hours after, is refused with 400. Each token is used once.',
  })
  @ApiOkResponse({ type: ContactFormDto })
  openForm(): ContactFormDto {
    return this.contact.openForm();
  }

  @Post()
  @Public()
  @ApiOperation({
    summary: 'The landing page contact form: creates a support ticket and notifies staff',
    description:
      'Spam guards: a hidden field (`website`) people leave empty, a minimum time the form was open (read by the server from `form_token`, see GET /api/contact/form), and limits per IP address and per e-mail address.',
  })
  @ApiCreatedResponse({ type: ContactReceivedDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or invalid' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many messages in an hour' })
  async send(@Body() dto: ContactMessageDto, @Req() request: Request): Promise<ContactReceivedDto> {
    await this.addresses.consume('contact', request, 5, 3_600_000);
    return this.contact.receive(dto);
  }
}
