import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PersonalDataRegistry,
  userRowsContributor,
} from '../users/personal-data/personal-data.registry.js';

/** Saved songs: exported with the account and erased with it. */
@Injectable()
export class SongwritingPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(
      userRowsContributor('songs', 'songs', [
        'created_at',
        'id',
        'title',
        'lyrics',
        'enhanced_lyrics',
        'settings',
        'chat_history',
        'updated_at',
      ]),
    );
  }
}
