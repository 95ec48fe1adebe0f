import {
  applyDecorators,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorBody } from '../../common/errors/error-body.js';
import { FEATURE_DISABLED, type FeatureName } from './feature-names.js';
import { FeatureTogglesService } from './feature-toggles.service.js';

const REQUIRED_FEATURES = 'resonate:required-features';

/** One switch a route needs: any of `anyOf` on; only for the requests `when` picks, if given. */
export interface FeatureRequirement {
  anyOf: FeatureName[];
  /** Reads the raw request (guards run before validation): the body's fields are unchecked. */
  when?: (request: Request) => boolean;
}

@Injectable()
export class FeatureGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly features: FeatureTogglesService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirements = this.reflector.getAllAndMerge<FeatureRequirement[]>(REQUIRED_FEATURES, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    for (const { anyOf, when } of requirements ?? []) {
      if (when && !when(request)) continue;
      await this.features.assertEnabledAny(anyOf);
    }
    return true;
  }
}

/** Appends (a second @RequireFeature on the same target adds to the first, never replaces it). */
const addRequirement =
  (requirement: FeatureRequirement) =>
  (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const on: object = descriptor ? (descriptor.value as object) : target;
    const before = (Reflect.getMetadata(REQUIRED_FEATURES, on) ?? []) as FeatureRequirement[];
    Reflect.defineMetadata(REQUIRED_FEATURES, [...before, requirement], on);
  };

/**
 * On a controller or handler: 403 'This feature is currently disabled.' while the toggle is
 * off (with several names: while all of them are off; with `when`: only for the requests it
 * picks). Requirements on the controller and on the handler all apply.
 */
export const RequireFeature = (
  name: FeatureName | FeatureName[],
  options: { when?: (request: Request) => boolean } = {},
) => {
  const anyOf = Array.isArray(name) ? name : [name];
  return applyDecorators(
    addRequirement({ anyOf, when: options.when }),
    UseGuards(FeatureGuard),
    ApiExtension('x-feature', anyOf.join(' | ')),
    ApiForbiddenResponse({ type: ErrorBody, description: FEATURE_DISABLED }),
  );
};
