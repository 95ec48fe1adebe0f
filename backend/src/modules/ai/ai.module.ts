import { Logger, Module, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { RuntimeSummary } from '../../common/runtime/runtime-summary.js';
import { configProvider } from '../../config/define-config.js';
import { AiConfig } from './ai.config.js';
import { AiService } from './ai.service.js';
import { disposeSharedLocalModel } from './local/local-engine.js';

/** The AI library: rewriting, analysis and heat maps. No controllers; other modules import it. */
@Module({
  providers: [configProvider(AiConfig), AiService],
  exports: [AiService],
})
export class AiModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly ai: AiService,
    // Absent when the library module is used on its own (its tests).
    @Optional() private readonly summary?: RuntimeSummary,
  ) {}

  onModuleInit(): void {
    this.summary?.set('ai', this.ai.engineName());
    // The local model loads in the background: the app starts at once, health shows the state.
    this.ai.localModel?.load().catch((error: Error) => {
      new Logger('AI').error(`${error.message}: the built-in engine will answer`);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await disposeSharedLocalModel();
  }
}
