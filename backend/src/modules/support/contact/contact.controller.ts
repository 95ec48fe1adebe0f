import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../common/auth/auth-rules.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { ContactMessageDto, ContactReceivedDto } from '../dto/contact.dto.js';
import { ContactService } from './contact.service.js';

@ApiTags('support')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Public()
  @Throttle({ default: { limit: 5, ttl: 3_600_000 } })
  @ApiOperation({
    summary: 'The landing page contact form: creates a support ticket and notifies staff',
    description:
      'Spam guards: a hidden field (`website`) people leave empty, a minimum time the form was open (`elapsed_ms`), and limits per IP address and per e-mail address.',
  })
  @ApiCreatedResponse({ type: ContactReceivedDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A field is missing or invalid' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many messages in an hour' })
  send(@Body() dto: ContactMessageDto): Promise<ContactReceivedDto> {
    return this.contact.receive(dto);
  }
}
