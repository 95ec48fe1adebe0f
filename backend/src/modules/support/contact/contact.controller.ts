import { Body, Controller, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../common/auth/auth-rules.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { AddressLimiter } from '../../../common/throttling/address-limiter.js';
import { ContactMessageDto, ContactReceivedDto } from '../dto/contact.dto.js';
import { ContactService } from './contact.service.js';

@ApiTags('support')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly addresses: AddressLimiter,
  ) {}

  @Post()
  @Public()
  @ApiOperation({
    summary: 'The landing page contact form: creates a support ticket and notifies staff',
    description:
      'Spam guards: a hidden field (`website`) people leave empty, a minimum time the form was open (`elapsed_ms`), and limits per IP address and per e-mail address.',
  })
  @ApiCreatedResponse({ type: ContactReceivedDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or invalid' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many messages in an hour' })
  async send(@Body() dto: ContactMessageDto, @Req() request: Request): Promise<ContactReceivedDto> {
    await this.addresses.consume('contact', request, 5, 3_600_000);
    return this.contact.receive(dto);
  }
}
