import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { AdminRoute } from '../shared/admin-route.decorator.js';
import {
  AdminFeedbackDto,
  AdminFeedbackListDto,
  AdminFeedbackQueryDto,
} from './admin-feedback.dto.js';
import { AdminFeedbackService } from './admin-feedback.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/feedback')
export class AdminFeedbackController {
  constructor(private readonly feedback: AdminFeedbackService) {}

  @Get()
  @AdminRoute('Beta studio feedback, newest first, by tab or words', AdminFeedbackListDto)
  list(@Query() query: AdminFeedbackQueryDto): Promise<AdminFeedbackListDto> {
    return this.feedback.list(query);
  }

  @Get(':id')
  @AdminRoute('One piece of beta feedback', AdminFeedbackDto)
  get(@UuidParam('id', 'feedback') id: string): Promise<AdminFeedbackDto> {
    return this.feedback.get(id);
  }
}
