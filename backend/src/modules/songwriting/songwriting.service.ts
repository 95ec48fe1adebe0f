import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { keepsTexts } from '../../common/privacy/keeps-texts.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { withDefaults } from '../enhance/dto/settings.dto.js';
import { RewriteCharges } from '../enhance/quota/rewrite-charges.js';
import { countWords } from '../ai/ai.text.js';
import { SongwritingConfig } from './songwriting.config.js';
import { UserRateLimiter } from '../enhance/quota/user-rate-limiter.js';
import { analyzeLyrics } from './analysis/analyze-lyrics.js';
import { ARC_SHAPES } from './analysis/arcs.js';
import { EMOTION_DESCRIPTIONS } from './analysis/emotion-lexicon.js';
import { builtinAssistant } from './chat/song-assistant.js';
import { modelSongAnswer } from './chat/model-answer.js';
import { rhymeSuggestions } from './enhancement/rhyme-suggestions.js';
import type { SongChatDto, SongChatResponseDto } from './dto/chat.dto.js';
import type { LyricalAnalysisDto, LyricalAnalysisResponseDto } from './dto/lyrical-analysis.dto.js';
import type { SongwritingOptionsDto } from './dto/options.dto.js';
import {
  NO_FEEDBACK_ANALYSIS,
  type SongwritingEnhancementDto,
  type SongwritingEnhancementResponseDto,
} from './dto/songwriting-enhancement.dto.js';
import { enhanceSong, songwritingTips } from './enhancement/enhance-song.js';
import { buildSongChatPrompt } from './enhancement/song-prompt.js';
import { RejectedAnswerError } from '../ai/ai.providers.js';
import type { SongRequest } from './enhancement/song-request.js';
import {
  EMOTIONAL_ARCS,
  GENRES,
  KEYS,
  RHYME_SCHEMES,
  SONG_DEFAULTS,
  SONG_FORMULAS,
  SONG_STRUCTURES,
  TARGET_EMOTIONS,
  TEMPOS,
  WRITING_STYLE_NOTES,
  WRITING_STYLES,
} from './options.js';
import { SongModel } from './song-model.js';

const CHAT_CONTEXT = 3;
const ASSISTANT = 'built-in songwriting assistant';

@Injectable()
export class SongwritingService {
  private readonly logger = new Logger('Songwriting');

  constructor(
    private readonly charges: RewriteCharges,
    private readonly limiter: UserRateLimiter,
    private readonly songModel: SongModel,
    private readonly config: SongwritingConfig,
  ) {}

  options(): SongwritingOptionsDto {
    return {
      genres: [...GENRES],
      writing_styles: WRITING_STYLES.map((value) => ({
        value,
        description: WRITING_STYLE_NOTES[value],
      })),
      emotional_arcs: EMOTIONAL_ARCS.map((value) => ({
        value,
        description: ARC_SHAPES[value].description,
      })),
      target_emotions: TARGET_EMOTIONS.map((value) => ({
        value,
        description: EMOTION_DESCRIPTIONS[value],
      })),
      song_structures: [...SONG_STRUCTURES],
      rhyme_schemes: [...RHYME_SCHEMES],
      tempos: [...TEMPOS],
      keys: [...KEYS],
      defaults: { ...SONG_DEFAULTS },
      formulas: SONG_FORMULAS,
    };
  }

  analyze(dto: LyricalAnalysisDto): LyricalAnalysisResponseDto {
    const analysis = analyzeLyrics(dto.lyrics, {
      rhyme_scheme: dto.rhyme_scheme,
      emotional_arc: dto.emotional_arc,
      target_emotion: dto.target_emotion,
      title: dto.song_title,
    });
    return { success: true, analysis, error: null };
  }

  /**
   * Charges one use like POST /api/ai/enhance, after the rewrite succeeded, through the same
   * RewriteCharges (no history entry: songs are kept as songs); a lyric kept as written is free.
   */
  async enhance(
    user: AuthenticatedUser,
    dto: SongwritingEnhancementDto,
  ): Promise<SongwritingEnhancementResponseDto> {
    if (dto.feedback_loop && !dto.emotional_feedback)
      throw new BadRequestException({ detail: NO_FEEDBACK_ANALYSIS });
    await this.limiter.consume(user.id);
    await this.charges.precheck(user);
    const started = performance.now();
    const request = toSongRequest(dto);
    const result = await enhanceSong(request, this.songModel.model);
    // The failures quote the song's words: in privacy mode the log gets their count only.
    if (result.rejected_candidates.length > 0)
      this.logger.warn(
        keepsTexts(user)
          ? { failures: result.rejected_candidates }
          : { rejected: result.rejected_candidates.length },
        'Model lyric rewrite rejected',
      );
    const charge = await this.charges.settle(
      user,
      {
        input: dto.lyrics,
        output: result.enhanced_lyrics,
        settings: withDefaults({}),
        word_count: countWords(result.enhanced_lyrics),
        input_word_count: countWords(dto.lyrics),
        quality_score: result.enhanced.quality_score,
        quality_breakdown: null,
        input_quality_score: result.original.quality_score,
        model_used: result.model_used,
        processing_time: Math.round(performance.now() - started) / 1000,
        reason: result.review.feedback,
      },
      { record: false },
    );
    const lines = result.enhanced.lines;
    return {
      success: true,
      enhanced_lyrics: result.enhanced_lyrics,
      emotional_analysis: result.enhanced.emotional_analysis,
      structure_analysis: {
        line_count: result.enhanced.line_count,
        sections: result.enhanced.sections.map((section) => ({
          ...section,
          syllables: lines
            .slice(section.first_line, section.first_line + section.line_count)
            .map((line) => line.syllables),
        })),
        structure_kept: result.check.structure_kept,
        rhyme_scheme_kept: result.check.rhyme_scheme_kept,
        meter_kept: result.check.meter_kept,
        issues: result.check.failures,
        rejected_candidates: result.rejected_candidates,
      },
      quality_score: result.enhanced.quality_score,
      original_quality_score: result.original.quality_score,
      songwriting_tips: songwritingTips(result.enhanced, request),
      agentic_review: {
        decision: result.review.decision,
        feedback: result.review.feedback,
        originalClassification: result.review.classification,
      },
      changes: result.changes,
      rhyme_suggestions: rhymeSuggestions(result.enhanced, request.rhyme_scheme),
      model_used: result.model_used,
      processing_time: Math.round(performance.now() - started) / 1000,
      usage: charge.usage,
      charged: charge.charged,
      charge_note: charge.charge_note,
      error: null,
    };
  }

  /** Free of charge, but 402 once the plan's uses are spent and limited per account, like the AI Chat. */
  async chat(user: AuthenticatedUser, dto: SongChatDto): Promise<SongChatResponseDto> {
    await this.limiter.consumeBucket(
      `song-chat:${user.id}`,
      this.config.chatLimitPerMinute,
      'chatting',
    );
    await this.charges.precheck(user);
    // Optional fields may arrive as null: the assistant's defaults only apply to undefined.
    const builtin = builtinAssistant(
      dto.message,
      dto.lyrics ?? undefined,
      dto.target_emotion ?? undefined,
      dto.rhyme_scheme ?? undefined,
    );
    const model = this.songModel.transport;
    const { fromDictionary, ...answer } = builtin;
    if (!model || fromDictionary) return { ...answer, model_used: ASSISTANT };
    const context = (dto.chat_context ?? []).slice(-CHAT_CONTEXT);
    try {
      const response = await modelSongAnswer(
        model,
        buildSongChatPrompt({ message: dto.message, lyrics: dto.lyrics, context }),
        {
          message: dto.message,
          lyrics: dto.lyrics,
          earlier: context.filter((entry) => entry.role === 'user').map((entry) => entry.content),
        },
      );
      return { response, rhymes: answer.rhymes, model_used: model.model };
    } catch (error) {
      // An answer that missed the message (empty, the song echoed back, fewer lines than asked,
      // an earlier subject), even after one repair turn, or no model: the built-in assistant's.
      const missed = error instanceof RejectedAnswerError;
      this.logger.warn(
        { err: error },
        missed
          ? 'Songwriting chat model missed the message twice; built-in assistant answered'
          : 'Songwriting chat model failed; built-in assistant answered',
      );
      return {
        ...answer,
        model_used: `${ASSISTANT} (${missed ? "the model's answer missed the question" : 'model unavailable'})`,
      };
    }
  }
}

function toSongRequest(dto: SongwritingEnhancementDto): SongRequest {
  return {
    lyrics: dto.lyrics,
    song_title: dto.song_title?.trim() ?? '',
    genre: dto.genre ?? SONG_DEFAULTS.genre,
    writing_style: dto.writing_style ?? SONG_DEFAULTS.writing_style,
    emotional_arc: dto.emotional_arc ?? SONG_DEFAULTS.emotional_arc,
    target_emotion: dto.target_emotion ?? SONG_DEFAULTS.target_emotion,
    song_structure: dto.song_structure ?? SONG_DEFAULTS.song_structure,
    rhyme_scheme: dto.rhyme_scheme ?? SONG_DEFAULTS.rhyme_scheme,
    tempo: dto.tempo ?? SONG_DEFAULTS.tempo,
    key: dto.key ?? SONG_DEFAULTS.key,
    custom_guidance: dto.custom_guidance?.trim() ?? '',
    chat_context: (dto.chat_context ?? []).slice(-CHAT_CONTEXT),
    feedback_loop: dto.feedback_loop ?? false,
    emotional_feedback: dto.emotional_feedback ?? null,
  };
}
