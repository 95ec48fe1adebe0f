import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { configProvider } from '../../config/define-config.js';
import { AiConfig } from '../ai/ai.config.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { DataExportLimits } from './data-export-limits.js';
import { User } from './entities/user.entity.js';
import { PersonalDataRegistry } from './personal-data/personal-data.registry.js';
import { AppSetting } from './privacy/app-setting.entity.js';
import { PrivacyService } from './privacy/privacy.service.js';
import { UsersService } from './users.service.js';

/** Global: every module contributes to the personal-data registry. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, AppSetting])],
  controllers: [AccountController],
  providers: [
    UsersService,
    AccountService,
    PersonalDataRegistry,
    DataExportLimits,
    PrivacyService,
    configProvider(AiConfig),
  ],
  exports: [UsersService, AccountService, PersonalDataRegistry, PrivacyService, TypeOrmModule],
})
export class UsersModule {}
