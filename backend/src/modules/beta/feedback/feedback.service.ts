import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BetaFeedback } from './beta-feedback.entity.js';
import type { FeedbackDto, FeedbackReceiptDto } from './feedback.dto.js';

@Injectable()
export class FeedbackService {
  constructor(
    @InjectRepository(BetaFeedback) private readonly feedback: Repository<BetaFeedback>,
  ) {}

  async submit(userId: string, dto: FeedbackDto): Promise<FeedbackReceiptDto> {
    const saved = await this.feedback.save(
      this.feedback.create({ userId, message: dto.message.trim(), tab: dto.tab ?? null }),
    );
    return {
      id: saved.id,
      message: 'Thank you - your feedback was sent to the team.',
      created_at: saved.createdAt.toISOString(),
    };
  }
}
