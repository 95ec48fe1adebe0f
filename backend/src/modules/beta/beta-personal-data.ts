import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PersonalDataRegistry,
  userRowsContributor,
} from '../users/personal-data/personal-data.registry.js';

/** Templates and beta feedback: exported with the account and erased with it. */
@Injectable()
export class BetaPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(
      userRowsContributor('templates', 'templates', [
        'created_at',
        'id',
        'name',
        'description',
        'emotion_tone',
        'intensity',
        'use_case',
        'output_format',
        'tags',
        'updated_at',
      ]),
    );
    this.registry.register(
      userRowsContributor('beta_feedback', 'beta_feedback', ['created_at', 'id', 'message', 'tab']),
    );
  }
}
