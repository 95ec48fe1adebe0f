import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorBody } from '../../common/errors/error-body.js';
import { FEATURE_DISABLED, type FeatureName } from './feature-names.js';
import { FeatureTogglesService } from './feature-toggles.service.js';

const REQUIRED_FEATURE = 'resonate:required-feature';

@Injectable()
export class FeatureGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly features: FeatureTogglesService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<FeatureName | undefined>(REQUIRED_FEATURE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (name) await this.features.assertEnabled(name);
    return true;
  }
}

/** On a controller or handler: 403 'This feature is currently disabled.' while the toggle is off. */
export const RequireFeature = (name: FeatureName) =>
  applyDecorators(
    SetMetadata(REQUIRED_FEATURE, name),
    UseGuards(FeatureGuard),
    ApiExtension('x-feature', name),
    ApiForbiddenResponse({ type: ErrorBody, description: FEATURE_DISABLED }),
  );
