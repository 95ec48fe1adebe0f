import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import type { ContactMessageDto, ContactReceivedDto } from '../dto/contact.dto.js';
import { SupportTicket } from '../entities/support-ticket.entity.js';
import { SupportService } from '../support.service.js';
import { ContactFormTokens } from './contact-form-token.js';

/** Messages one e-mail address may send in an hour (each IP address is limited on the route too). */
export const MESSAGES_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/** The public contact form: each message becomes a support ticket, with four guards against spam (trap, timing, per-address and per-e-mail limits). */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectRepository(SupportTicket) private readonly tickets: Repository<SupportTicket>,
    private readonly support: SupportService,
    private readonly formTokens: ContactFormTokens,
  ) {}

  /** A token for a form that opens now (GET /api/contact/form). */
  openForm(): { form_token: string } {
    return { form_token: this.formTokens.issue() };
  }

  async receive(dto: ContactMessageDto): Promise<ContactReceivedDto> {
    const received = {
      message: `Thank you! We received your message and will answer at ${dto.email}.`,
    };
    this.formTokens.check(dto.form_token);
    // A filled spam trap gets the same answer, so the sender learns nothing, and nothing is kept.
    if (dto.website) {
      await this.formTokens.take(dto.form_token);
      this.logger.warn('A contact message that filled the spam trap was dropped');
      return received;
    }
    const recent = await this.tickets.count({
      where: { userEmail: dto.email, createdAt: MoreThan(new Date(Date.now() - HOUR_MS)) },
    });
    if (recent >= MESSAGES_PER_ADDRESS_PER_HOUR) {
      throw new HttpException(
        { detail: 'You have sent us several messages in the last hour. We will answer them soon.' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    await this.formTokens.take(dto.form_token);
    const ticket = await this.tickets.save(
      this.tickets.create({
        userId: null,
        userEmail: dto.email,
        contactName: dto.name,
        subject: dto.subject || 'Message from the contact form',
        message: dto.message,
        category: 'general',
        priority: 'medium',
      }),
    );
    await this.support.notifyStaff(ticket);
    return received;
  }
}
