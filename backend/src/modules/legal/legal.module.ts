import { Module } from '@nestjs/common';
import { CompanyController } from './company.controller.js';
import { LegalController } from './legal.controller.js';
import { LegalService } from './legal.service.js';

@Module({ controllers: [LegalController, CompanyController], providers: [LegalService] })
export class LegalModule {}
