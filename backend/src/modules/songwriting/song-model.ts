import { Injectable } from '@nestjs/common';
import { AiConfig } from '../ai/ai.config.js';
import { OpenAiRewriter } from '../ai/providers/openai-rewriter.js';
import { routesFromConfig } from '../ai/providers/provider-route.js';
import type { LyricModel } from './enhancement/enhance-song.js';

/** The configured OpenAI-compatible model for lyrics and chat, or none (the built-in engine answers). */
@Injectable()
export class SongModel {
  readonly model?: LyricModel;

  constructor(config: AiConfig) {
    const route = routesFromConfig(config).main;
    if (!route) return;
    const rewriter = new OpenAiRewriter(route, {
      timeoutMs: config.timeoutMs,
      maxRetries: config.maxRetries,
    });
    this.model = { name: route.model, complete: (messages) => rewriter.complete(messages) };
  }
}
