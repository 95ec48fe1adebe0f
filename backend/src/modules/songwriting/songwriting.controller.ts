import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/auth-rules.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { SongChatDto, SongChatResponseDto } from './dto/chat.dto.js';
import { LyricalAnalysisDto, LyricalAnalysisResponseDto } from './dto/lyrical-analysis.dto.js';
import { SongwritingOptionsDto } from './dto/options.dto.js';
import {
  SongwritingEnhancementDto,
  SongwritingEnhancementResponseDto,
} from './dto/songwriting-enhancement.dto.js';
import { SongwritingService } from './songwriting.service.js';
import { RequireFeature } from '../feature-toggles/require-feature.decorator.js';

@ApiTags('songwriting')
@Controller('beta')
@RequireFeature('beta_songwriting')
export class SongwritingController {
  constructor(private readonly songwriting: SongwritingService) {}

  @Get('songwriting/options')
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary:
      'Genres, writing styles, arcs, emotions, structures, schemes, tempos, keys, defaults and song formulas',
  })
  @ApiOkResponse({ type: SongwritingOptionsDto })
  options(): SongwritingOptionsDto {
    return this.songwriting.options();
  }

  @Post('lyrical-analysis')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary:
      'Measure a lyric: sections, syllables and stress, rhyme and scheme, meter, emotional arc, hook, clichés (free, no quota)',
  })
  @ApiOkResponse({ type: LyricalAnalysisResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  analyze(@Body() dto: LyricalAnalysisDto): LyricalAnalysisResponseDto {
    return this.songwriting.analyze(dto);
  }

  @Post('songwriting-enhancement')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary:
      'Rewrite a lyric toward a target emotion, keeping its sections, line count, rhyme scheme and syllables (±2); charges one use',
  })
  @ApiOkResponse({ type: SongwritingEnhancementResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description:
      "Invalid input, or feedback_loop without emotional_feedback ('No emotional analysis available for feedback')",
  })
  @ApiResponse({ status: 402, type: ErrorBody, description: 'The plan’s quota is spent' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Fair-use limit per account' })
  enhance(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: SongwritingEnhancementDto,
  ): Promise<SongwritingEnhancementResponseDto> {
    return this.songwriting.enhance(user, dto);
  }

  @Post('songwriting/chat')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary:
      'Creative chat: rhymes and syllables from the dictionary, next-line help; a model answers the rest when configured (not charged; 402 once the plan’s uses are spent; limited per account)',
  })
  @ApiOkResponse({ type: SongChatResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiResponse({ status: 402, type: ErrorBody, description: 'The plan’s quota is spent' })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'More than SONGWRITING_CHAT_USER_LIMIT_PER_MINUTE messages this minute',
  })
  chat(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: SongChatDto,
  ): Promise<SongChatResponseDto> {
    return this.songwriting.chat(user, dto);
  }
}
