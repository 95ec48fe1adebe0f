import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AuditEvent } from './entities/audit-event.entity.js';

/** A staff member's change to one record: what it was and what it became. */
export interface StaffChange {
  action: string;
  actorId: string;
  ipAddress?: string | null;
  targetType: string;
  targetId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

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

  /** Records a staff change inside the transaction that makes it. */
  async recordChange(change: StaffChange, manager: EntityManager): Promise<void> {
    const repository = manager.getRepository(AuditEvent);
    await repository.save(
      repository.create({
        action: change.action,
        actorId: change.actorId,
        ipAddress: change.ipAddress?.slice(0, 64) ?? null,
        details: {
          target_type: change.targetType,
          target_id: change.targetId,
          before: change.before,
          after: change.after,
          ...change.extra,
        },
      }),
    );
  }
}
