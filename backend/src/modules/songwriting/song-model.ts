import { Injectable } from '@nestjs/common';
import { AiConfig } from '../ai/ai.config.js';
import { completeText, OpenAiTransport } from '../ai/providers/openai-rewriter.js';
import { routesFromConfig } from '../ai/providers/provider-route.js';
import type { LyricModel } from './enhancement/enhance-song.js';

/** The configured OpenAI-compatible model for lyrics and chat, or none (the built-in engine answers). */
@Injectable()
export class SongModel {
  readonly model?: LyricModel;

  constructor(config: AiConfig) {
    const route = routesFromConfig(config).main;
    if (!route) return;
    const transport = new OpenAiTransport(route, {
      timeoutMs: config.timeoutMs,
      maxRetries: config.maxRetries,
    });
    // A lyric or a chat answer; an answer cut off at the cap is a failure, not a shorter song.
    this.model = {
      name: route.model,
      complete: (messages) => completeText(transport, messages, { maxTokens: 3000 }),
    };
  }
}
