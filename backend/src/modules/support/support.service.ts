import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuthConfig } from '../auth/auth.config.js';
import { MailConfig } from '../mail/mail.config.js';
import { MailService } from '../mail/mail.service.js';
import { supportTicketMail } from '../mail/templates/account-mails.js';
import {
  PersonalDataRegistry,
  userRowsContributor,
} from '../users/personal-data/personal-data.registry.js';
import { toTicketDto, type CreateTicketDto, type TicketDto } from './dto/ticket.dto.js';
import { SupportTicket } from './entities/support-ticket.entity.js';

@Injectable()
export class SupportService implements OnModuleInit {
  private readonly logger = new Logger('Support');

  constructor(
    @InjectRepository(SupportTicket) private readonly tickets: Repository<SupportTicket>,
    private readonly mail: MailService,
    private readonly mailConfig: MailConfig,
    private readonly authConfig: AuthConfig,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(
      userRowsContributor('support_tickets', 'support_tickets', [
        'id',
        'subject',
        'message',
        'status',
        'priority',
        'category',
        'created_at',
      ]),
    );
  }

  async create(user: { id: string; email: string }, dto: CreateTicketDto): Promise<TicketDto> {
    const ticket = await this.tickets.save(
      this.tickets.create({
        userId: user.id,
        userEmail: user.email,
        subject: dto.subject,
        message: dto.message,
        category: dto.category ?? 'general',
        priority: dto.category === 'billing' ? 'high' : 'medium',
      }),
    );
    await this.notifyStaff(ticket);
    return toTicketDto(ticket);
  }

  /** Tells staff about a new ticket by e-mail (SUPPORT_EMAIL, else ADMIN_EMAIL). */
  async notifyStaff(ticket: SupportTicket): Promise<void> {
    const staff = this.mailConfig.supportEmail ?? this.authConfig.adminEmail;
    if (!staff) {
      this.logger.warn(
        `Ticket ${ticket.id} has no staff address to notify (set SUPPORT_EMAIL or ADMIN_EMAIL)`,
      );
      return;
    }
    await this.mail.send(
      supportTicketMail(staff, {
        id: ticket.id,
        subject: ticket.subject,
        message: ticket.message,
        category: ticket.category,
        from: ticket.contactName ? `${ticket.contactName} <${ticket.userEmail}>` : ticket.userEmail,
      }),
    );
  }

  async mine(userId: string): Promise<TicketDto[]> {
    const rows = await this.tickets.find({
      where: { userId },
      order: { createdAt: 'DESC' },
      take: 50,
    });
    return rows.map(toTicketDto);
  }
}
