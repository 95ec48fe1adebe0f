import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PersonalDataRegistry,
  userRowsContributor,
} from '../users/personal-data/personal-data.registry.js';

/** Sessions (devices) and API keys are exported; pending mailed tokens are only erased (their hashes mean nothing). */
@Injectable()
export class AuthPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(
      userRowsContributor('sessions', 'sessions', [
        'created_at',
        'expires_at',
        'revoked_at',
        'user_agent',
        'ip_address',
      ]),
    );
    // API keys: their names, prefixes and use, never the hash.
    this.registry.register(
      userRowsContributor('api_keys', 'api_keys', [
        'name',
        'prefix',
        'scopes',
        'created_at',
        'expires_at',
        'revoked_at',
        'last_used_at',
        'last_used_ip',
      ]),
    );
    this.registry.register(
      userRowsContributor('pending_links', 'one_time_tokens', [
        'purpose',
        'created_at',
        'expires_at',
        'used_at',
      ]),
    );
  }
}
