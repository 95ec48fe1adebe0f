import { Module } from '@nestjs/common';
import { AddressLimiter } from '../../common/throttling/address-limiter.js';
import { DemoController } from './demo.controller.js';
import { DemoService } from './demo.service.js';

/** POST /api/demo/rewrite: the landing page's public, rate-limited before/after demo. */
@Module({ controllers: [DemoController], providers: [DemoService, AddressLimiter] })
export class DemoModule {}
