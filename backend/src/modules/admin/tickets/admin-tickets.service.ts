import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { MailService } from '../../mail/mail.service.js';
import { ticketReplyMail } from '../../mail/templates/account-mails.js';
import { SupportTicket } from '../../support/entities/support-ticket.entity.js';
import { TicketReply } from '../../support/entities/ticket-reply.entity.js';
import { iso, likePattern, paging } from '../shared/list-query.dto.js';
import type { StaffActor } from '../shared/staff-actor.decorator.js';
import type {
  AdminTicketDetailDto,
  AdminTicketDto,
  AdminTicketListDto,
  AdminTicketQueryDto,
  CreateTicketReplyDto,
  UpdateTicketDto,
} from './admin-tickets.dto.js';

const ORDER_BY: Record<string, string> = {
  created_at: 't.created_at',
  updated_at: 't.updated_at',
  subject: 't.subject',
  status: `array_position(ARRAY['open','in_progress','resolved','closed'], t.status::text)`,
  priority: `array_position(ARRAY['low','medium','high','urgent'], t.priority::text)`,
};

const COLUMNS = `t.id, t.subject, t.status, t.priority, t.category, t.user_email, t.user_id,
  t.message, t.created_at, t.updated_at,
  (SELECT count(*)::int FROM support_ticket_replies r WHERE r.ticket_id = t.id) AS reply_count`;
const WHERE = `($1::text IS NULL OR t.status = $1
    OR ($1 = 'unresolved' AND t.status IN ('open', 'in_progress'))) AND ($2::text IS NULL OR t.priority = $2)
  AND ($3::text IS NULL OR t.subject ILIKE $3 OR t.user_email ILIKE $3)`;

type TicketRow = Omit<AdminTicketDto, 'created_at' | 'updated_at'> & {
  message: string;
  created_at: Date;
  updated_at: Date;
};

/** The Support tab: tickets by status, their threads, staff answers mailed to the user. */
@Injectable()
export class AdminTicketsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  async list(query: AdminTicketQueryDto): Promise<AdminTicketListDto> {
    const { limit, offset, dir } = paging(query);
    const params = [query.status ?? null, query.priority ?? null, likePattern(query.search)];
    const rows: TicketRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM support_tickets t WHERE ${WHERE}
        ORDER BY ${ORDER_BY[query.sort ?? 'created_at']} ${dir}, t.id LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    );
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM support_tickets t WHERE ${WHERE}`,
      params,
    );
    return { data: rows.map(toTicket), total: n };
  }

  async detail(id: string): Promise<AdminTicketDetailDto> {
    const [row]: TicketRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM support_tickets t WHERE t.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException({ detail: 'There is no such ticket.' });
    const replies: { id: string; message: string; staff_email: string | null; created_at: Date }[] =
      await this.dataSource.query(
        `SELECT r.id, r.message, u.email AS staff_email, r.created_at FROM support_ticket_replies r
           LEFT JOIN users u ON u.id = r.staff_user_id WHERE r.ticket_id = $1 ORDER BY r.created_at`,
        [id],
      );
    return {
      ...toTicket(row),
      message: row.message,
      replies: replies.map((reply) => ({ ...reply, created_at: iso(reply.created_at)! })),
    };
  }

  async update(staff: StaffActor, id: string, dto: UpdateTicketDto): Promise<AdminTicketDetailDto> {
    if (!dto.status && !dto.priority) {
      throw new BadRequestException({ detail: 'Nothing to change: send status or priority.' });
    }
    await this.dataSource.transaction((manager) => this.change(manager, staff, id, dto));
    return this.detail(id);
  }

  /** Saves the answer and its audit row together, then mails it to the user. */
  async reply(
    staff: StaffActor,
    id: string,
    dto: CreateTicketReplyDto,
  ): Promise<AdminTicketDetailDto> {
    const ticket = await this.dataSource.transaction(async (manager) => {
      const current = await manager
        .getRepository(SupportTicket)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new NotFoundException({ detail: 'There is no such ticket.' });
      const status = dto.status ?? (current.status === 'open' ? 'in_progress' : current.status);
      const replies = manager.getRepository(TicketReply);
      const saved = await replies.save(
        replies.create({ ticketId: id, staffUserId: staff.id, message: dto.message }),
      );
      await this.audit.recordChange(
        {
          action: 'admin.ticket.reply',
          actorId: staff.id,
          ipAddress: staff.ipAddress,
          targetType: 'ticket',
          targetId: id,
          before: { reply_count: (await replies.count({ where: { ticketId: id } })) - 1 },
          after: { reply_id: saved.id, length: dto.message.length },
        },
        manager,
      );
      return status === current.status ? current : this.change(manager, staff, id, { status });
    });
    const [owner]: { email: string }[] = await this.dataSource.query(
      'SELECT email FROM users WHERE id = $1',
      [ticket.userId],
    );
    await this.mail.send(
      ticketReplyMail(owner?.email ?? ticket.userEmail, {
        subject: ticket.subject,
        reply: dto.message,
        status: ticket.status.replace('_', ' '),
      }),
    );
    return this.detail(id);
  }

  private async change(
    manager: EntityManager,
    staff: StaffActor,
    id: string,
    dto: UpdateTicketDto,
  ): Promise<SupportTicket> {
    const tickets = manager.getRepository(SupportTicket);
    const ticket = await tickets.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!ticket) throw new NotFoundException({ detail: 'There is no such ticket.' });
    const before = { status: ticket.status, priority: ticket.priority };
    if (dto.status) ticket.status = dto.status;
    if (dto.priority) ticket.priority = dto.priority;
    await tickets.save(ticket);
    await this.audit.recordChange(
      {
        action: 'admin.ticket.update',
        actorId: staff.id,
        ipAddress: staff.ipAddress,
        targetType: 'ticket',
        targetId: id,
        before,
        after: { status: ticket.status, priority: ticket.priority },
      },
      manager,
    );
    return ticket;
  }
}

function toTicket(row: TicketRow): AdminTicketDto {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    category: row.category,
    user_email: row.user_email,
    user_id: row.user_id,
    reply_count: Number(row.reply_count),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
