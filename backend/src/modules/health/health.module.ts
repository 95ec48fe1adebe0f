import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AiModule } from '../ai/ai.module.js';
import { HealthController } from './health.controller.js';
import { HealthIndicators } from './health-indicators.js';

@Module({
  imports: [TerminusModule.forRoot({ logger: false, errorLogStyle: 'json' }), AiModule],
  controllers: [HealthController],
  providers: [HealthIndicators],
})
export class HealthModule {}
