import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AuditEvent } from './entities/audit-event.entity.js';

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>) {}

  /** Records an event, inside the caller's transaction when given its manager. */
  async record(
    action: string,
    details: Record<string, unknown> = {},
    actorId: string | null = null,
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager ? manager.getRepository(AuditEvent) : this.events;
    await repository.save(repository.create({ action, details, actorId }));
  }
}
