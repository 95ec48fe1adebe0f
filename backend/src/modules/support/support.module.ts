import { Module } from '@nestjs/common';
import { AddressLimiter } from '../../common/throttling/address-limiter.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { SupportTicket } from './entities/support-ticket.entity.js';
import { ContactController } from './contact/contact.controller.js';
import { ContactFormTokens } from './contact/contact-form-token.js';
import { ContactService } from './contact/contact.service.js';
import { SupportController } from './support.controller.js';
import { SupportService } from './support.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SupportTicket]), AuthModule, UsersModule],
  controllers: [SupportController, ContactController],
  providers: [SupportService, ContactService, ContactFormTokens, AddressLimiter],
})
export class SupportModule {}
