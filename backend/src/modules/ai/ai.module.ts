import { Module, Optional, type OnModuleInit } from '@nestjs/common';
import { RuntimeSummary } from '../../common/runtime/runtime-summary.js';
import { configProvider } from '../../config/define-config.js';
import { AiConfig } from './ai.config.js';
import { AiService } from './ai.service.js';

/** The AI library: rewriting, analysis and heat maps. No controllers; other modules import it. */
@Module({
  providers: [configProvider(AiConfig), AiService],
  exports: [AiService],
})
export class AiModule implements OnModuleInit {
  constructor(
    private readonly ai: AiService,
    // Absent when the library module is used on its own (its tests).
    @Optional() private readonly summary?: RuntimeSummary,
  ) {}

  onModuleInit(): void {
    this.summary?.set('ai', this.ai.engineName());
  }
}
