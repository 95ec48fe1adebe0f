import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PersonalDataRegistry,
  userRowsContributor,
} from '../users/personal-data/personal-data.registry.js';

/** History, projects, reserved uses and daily usage counts: exported with the account and erased with it. */
@Injectable()
export class EnhancePersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(
      userRowsContributor('history', 'enhancement_history', [
        'created_at',
        'id',
        'input',
        'output',
        'settings',
        'word_count',
        'quality_score',
        'quality_breakdown',
        'input_quality_score',
        'model_used',
        'processing_time',
      ]),
    );
    this.registry.register(
      userRowsContributor('projects', 'projects', [
        'created_at',
        'id',
        'name',
        'notes',
        'input',
        'output',
        'settings',
        'quality_score',
        'updated_at',
      ]),
    );
    this.registry.register(
      // Uses charged for a streamed rewrite still being written (or left by a stopped process).
      userRowsContributor('reserved_enhancements', 'enhancement_reservations', [
        'created_at',
        'counter',
      ]),
    );
    this.registry.register(
      // Answers kept for 24 hours for retries sent with an Idempotency-Key.
      userRowsContributor('idempotent_requests', 'idempotent_requests', [
        'created_at',
        'idempotency_key',
        'response_status',
      ]),
    );
    this.registry.register(
      userRowsContributor('daily_usage', 'enhancement_daily_usage', [
        'day',
        'emotion_tone',
        'output_format',
        'enhancements',
        'words',
      ]),
    );
  }
}
