import { Injectable } from '@nestjs/common';
import { AiService } from '../ai/ai.service.js';
import { type ChatTransport, completeText } from '../ai/ai.providers.js';
import type { LyricModel } from './enhancement/enhance-song.js';

/** The model for lyrics and chat (the provider's, else the local one), or none: the built-in engine answers. */
@Injectable()
export class SongModel {
  readonly model?: LyricModel;
  /** The same model, for the creative chat's checked and repaired answers. */
  readonly transport?: ChatTransport;

  constructor(ai: AiService) {
    const transport = ai.textModel();
    if (!transport) return;
    this.transport = transport;
    // A lyric or a chat answer; an answer cut off at the cap is a failure, not a shorter song.
    this.model = {
      name: transport.model,
      complete: (messages, options) =>
        completeText(transport, messages, { maxTokens: 3000, schema: options?.schema }),
    };
  }
}
