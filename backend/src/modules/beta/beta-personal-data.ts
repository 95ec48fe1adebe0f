import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PersonalDataRegistry,
  userRowsContributor,
} from '../users/personal-data/personal-data.registry.js';

/** Templates, beta feedback and AI Chat conversations: exported with the account and erased with it. */
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
    this.registry.register(
      userRowsContributor('chat_conversations', 'chat_conversations', [
        'created_at',
        'id',
        'title',
        'chat_mode',
        'messages',
        'updated_at',
      ]),
    );
  }
}
