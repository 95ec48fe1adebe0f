import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { DataSource, type Repository } from 'typeorm';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { RedisConfig } from '../../config/redis.config.js';
import { AuditService } from '../audit/audit.service.js';
import type { FeatureToggleDto, UpdateFeatureToggleDto } from './dto/feature-toggle.dto.js';
import { FeatureToggle } from './entities/feature-toggle.entity.js';
import { FEATURE_DISABLED, FEATURES, type FeatureName } from './feature-names.js';

/** Instances of the app in this process (tests, or several apps in one worker) hear each other. */
const localChanges = new EventEmitter();
// Without Redis another process may share the database: never trust the cache longer than this.
const LOCAL_TTL_MS = 1000;
// With Redis a missed message (reconnect) still heals itself.
const REDIS_TTL_MS = 30_000;

interface StaffContext {
  id: string;
  ipAddress?: string | null;
}

/**
 * Feature switches kept in PostgreSQL and read through a cache. A change is announced on Redis
 * pub/sub (or in-process without Redis) so every instance drops its cache at once.
 */
@Injectable()
export class FeatureTogglesService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('FeatureToggles');
  private cache: Map<string, boolean> | null = null;
  private loadedAt = 0;
  private generation = 0;
  private subscriber: Redis | null = null;
  private readonly invalidate = () => {
    this.generation += 1;
    this.cache = null;
  };

  constructor(
    @InjectRepository(FeatureToggle) private readonly toggles: Repository<FeatureToggle>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly redisConfig: RedisConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  private get channel(): string {
    return `${this.redisConfig.prefix}:feature-toggles`;
  }

  async onModuleInit(): Promise<void> {
    // Features named after the seed migration get their row (enabled) on first start.
    for (const [name, description] of Object.entries(FEATURES)) {
      await this.dataSource.query(
        `INSERT INTO feature_toggles (feature_name, description) VALUES ($1, $2)
         ON CONFLICT (feature_name) DO NOTHING`,
        [name, description],
      );
    }
    if (this.redis) {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('message', this.invalidate);
      this.subscriber.on('error', (error: Error) =>
        this.logger.warn(`Toggle subscription: ${error.message}`),
      );
      await this.subscriber.subscribe(this.channel);
    } else {
      localChanges.on('changed', this.invalidate);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    localChanges.off('changed', this.invalidate);
    await this.subscriber?.quit().catch(() => undefined);
  }

  async isEnabled(name: FeatureName): Promise<boolean> {
    return (await this.states()).get(name) ?? true;
  }

  /** 403 'This feature is currently disabled.' when the feature is off. */
  async assertEnabled(name: FeatureName): Promise<void> {
    if (!(await this.isEnabled(name))) throw new ForbiddenException({ detail: FEATURE_DISABLED });
  }

  /** 403 unless at least one of the features is on (a route several features share). */
  async assertEnabledAny(names: readonly FeatureName[]): Promise<void> {
    const states = await this.states();
    if (!names.some((name) => states.get(name) ?? true))
      throw new ForbiddenException({ detail: FEATURE_DISABLED });
  }

  async states(): Promise<Map<string, boolean>> {
    const ttl = this.redis ? REDIS_TTL_MS : LOCAL_TTL_MS;
    if (this.cache && Date.now() - this.loadedAt < ttl) return this.cache;
    const generation = this.generation;
    const rows = await this.toggles.find({ select: { featureName: true, isEnabled: true } });
    const states = new Map(rows.map((row) => [row.featureName, row.isEnabled]));
    // A change announced while reading must not be hidden by what was read before it.
    if (generation === this.generation) {
      this.cache = states;
      this.loadedAt = Date.now();
    }
    return states;
  }

  async enabledMap(): Promise<Record<string, boolean>> {
    const states = await this.states();
    return Object.fromEntries(
      Object.keys(FEATURES).map((name) => [name, states.get(name) ?? true]),
    );
  }

  async list(): Promise<FeatureToggleDto[]> {
    const rows: ToggleRow[] = await this.dataSource.query(
      `${SELECT_TOGGLES} ORDER BY t.feature_name`,
    );
    return rows.map(toDto);
  }

  async get(name: string): Promise<FeatureToggleDto> {
    const rows: ToggleRow[] = await this.dataSource.query(
      `${SELECT_TOGGLES} WHERE t.feature_name = $1`,
      [name],
    );
    if (!rows[0]) throw new NotFoundException({ detail: 'There is no such feature.' });
    return toDto(rows[0]);
  }

  async update(staff: StaffContext, dto: UpdateFeatureToggleDto): Promise<FeatureToggleDto> {
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(FeatureToggle);
      const toggle = await repository.findOne({
        where: { featureName: dto.feature_name },
        lock: { mode: 'pessimistic_write' },
      });
      if (!toggle) throw new NotFoundException({ detail: 'There is no such feature.' });
      const before = { is_enabled: toggle.isEnabled, description: toggle.description };
      toggle.isEnabled = dto.is_enabled;
      if (dto.description !== undefined) toggle.description = dto.description;
      toggle.updatedBy = staff.id;
      await repository.save(toggle);
      await this.audit.recordChange(
        {
          action: 'feature_toggle.update',
          actorId: staff.id,
          ipAddress: staff.ipAddress,
          targetType: 'feature_toggle',
          targetId: toggle.featureName,
          before,
          after: { is_enabled: toggle.isEnabled, description: toggle.description },
        },
        manager,
      );
    });
    await this.announceChange();
    return this.get(dto.feature_name);
  }

  private async announceChange(): Promise<void> {
    this.invalidate();
    if (this.redis) await this.redis.publish(this.channel, 'changed');
    else localChanges.emit('changed');
  }
}

const SELECT_TOGGLES = `SELECT t.id, t.feature_name, t.is_enabled, t.description, t.updated_at,
       u.email AS updated_by
  FROM feature_toggles t LEFT JOIN users u ON u.id = t.updated_by`;

interface ToggleRow {
  id: string;
  feature_name: string;
  is_enabled: boolean;
  description: string;
  updated_by: string | null;
  updated_at: Date;
}

function toDto(row: ToggleRow): FeatureToggleDto {
  return {
    id: row.feature_name,
    feature_name: row.feature_name,
    is_enabled: row.is_enabled,
    description: row.description,
    updated_by: row.updated_by,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
