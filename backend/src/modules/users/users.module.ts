import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { DataExportLimits } from './data-export-limits.js';
import { User } from './entities/user.entity.js';
import { PersonalDataRegistry } from './personal-data/personal-data.registry.js';
import { UsersService } from './users.service.js';

/** Global: every module contributes to the personal-data registry. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AccountController],
  providers: [UsersService, AccountService, PersonalDataRegistry, DataExportLimits],
  exports: [UsersService, AccountService, PersonalDataRegistry, TypeOrmModule],
})
export class UsersModule {}
