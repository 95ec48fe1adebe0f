import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminFeatureTogglesController } from './admin-feature-toggles.controller.js';
import { FeatureToggle } from './entities/feature-toggle.entity.js';
import { FeaturesController } from './features.controller.js';
import { FeatureGuard } from './require-feature.decorator.js';
import { FeatureTogglesService } from './feature-toggles.service.js';

/** Global: any module can put @RequireFeature on a route or ask the service. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([FeatureToggle])],
  controllers: [FeaturesController, AdminFeatureTogglesController],
  providers: [FeatureTogglesService, FeatureGuard],
  exports: [FeatureTogglesService, FeatureGuard],
})
export class FeatureTogglesModule {}
