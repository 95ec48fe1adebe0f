import { Injectable, Logger } from '@nestjs/common';
import { keepsTexts } from '../../../common/privacy/keeps-texts.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { AiConfig } from '../../ai/ai.config.js';
import { AiService } from '../../ai/ai.service.js';
import { AiInputError, type EmotionTone } from '../../ai/ai.types.js';
import { BUILTIN_MODEL } from '../../ai/ai.engine.js';
import {
  type ChatTransport,
  completeText,
  streamText,
  describeFailure,
  modelNotUsedNote,
} from '../../ai/ai.providers.js';
import { inputErrorToHttp } from '../../enhance/enhance.service.js';
import { withDefaults } from '../../enhance/dto/settings.dto.js';
import type { Reservation } from '../../enhance/quota/quota.service.js';
import {
  NOTHING_CHANGED,
  RewriteCharges,
  type ChargeOutcome,
} from '../../enhance/quota/rewrite-charges.js';
import { countWords } from '../../ai/ai.text.js';
import { UserRateLimiter } from '../../enhance/quota/user-rate-limiter.js';
import type { ChatMessageDto } from '../../songwriting/dto/chat-message.dto.js';
import { BETA_DEFAULT_TONE } from '../shared/beta-defaults.js';
import { EMPTY_ANSWER } from '../command-chat/command-chat.service.js';
import { AiChatConfig } from './ai-chat.config.js';
import {
  CHAT_CONTEXT_MESSAGES,
  type AiChatDto,
  type AiChatResponseDto,
  type ChatMode,
} from './ai-chat.dto.js';
import { builtinAnswer, isQuestionToAnswer, type BuiltinAnswer } from './builtin/builtin-chat.js';
import { brainstormAnswer, wantsIdeas } from './model/brainstorm-model.js';
import type { ChatConversation, StoredChatMessage } from './chat-conversation.entity.js';
import { isRefine, subjectOf, toneNamedIn } from './chat-subject.js';
import { keepOtherSentences } from './sentence-scope.js';
import { ConversationsService } from './conversations.service.js';
import { buildChatPrompt, cleanAnswer } from './model/chat-prompt.js';
import { followUps } from './follow-ups.js';

/** A chat answer is text; one cut off at the cap is a failure (the built-in assistant answers). */
const CHAT_ANSWER = { maxTokens: 2000, temperature: 0.5 };

const seconds = (since: number) => Math.round(performance.now() - since) / 1000;

/** Everything checked and read before an answer starts. */
export interface PreparedChat {
  user: AuthenticatedUser;
  started: number;
  /** Sent by the Enterprise workspace's Refine (mode, current_text). */
  enterprise: boolean;
  mode: ChatMode;
  /** The tone asked for in the message, else the preference, else professional. */
  tone: EmotionTone;
  preferred: EmotionTone;
  message: string;
  currentText?: string;
  guidance?: string;
  /** The last 5 messages (sent, or else stored). */
  context: ChatMessageDto[];
  subject?: string;
  conversation?: ChatConversation;
  /** A streamed enhance-mode answer's use, taken before its first word (see reserve). */
  reservation?: Reservation;
}

/** Text pieces while a reply is written, then the stored, scored answer. */
export type ChatEvent =
  { type: 'delta'; text: string } | { type: 'result'; result: AiChatResponseDto };

/**
 * POST /api/beta/chat: the AI Chat in four modes. A model provider holds the conversation
 * (through the openai SDK, the mode's instructions in the system message, the person's words
 * inside tags in the user message); without one, or when it fails, the built-in assistant
 * answers from the engine and the analysis. Each exchange is stored in the person's
 * conversation. A rewrite (enhance mode, the Enterprise Refine) is charged one use of the plan
 * like POST /api/ai/enhance, through the same RewriteCharges (no change, no charge); advice,
 * feedback and brainstorm answers are free. Every message is limited per account.
 */
@Injectable()
export class AiChatService {
  private readonly logger = new Logger('AiChat');
  /** The provider's or the local model; none: the built-in assistant answers. */
  private readonly model?: ChatTransport;

  constructor(
    private readonly aiConfig: AiConfig,
    private readonly config: AiChatConfig,
    private readonly limiter: UserRateLimiter,
    private readonly charges: RewriteCharges,
    private readonly ai: AiService,
    private readonly conversations: ConversationsService,
  ) {
    this.model = ai.textModel();
  }

  /** The checks every answer passes first: refusals here are plain JSON errors, never a stream. */
  async prepare(user: AuthenticatedUser, dto: AiChatDto): Promise<PreparedChat> {
    const started = performance.now();
    // Its feature switch (the AI Chat, or the Enterprise Workspace for Refine) is the route's guard.
    const enterprise = isRefine(dto);
    if ((dto.current_text?.length ?? 0) > this.aiConfig.maxInputChars) {
      throw inputErrorToHttp(
        new AiInputError(
          `Text too long - at most ${this.aiConfig.maxInputChars} characters`,
          'too_long',
        ),
      );
    }
    const conversation = dto.conversation_id
      ? await this.conversations.find(user.id, dto.conversation_id)
      : undefined;
    await this.limiter.consumeBucket(`ai-chat:${user.id}`, this.config.limitPerMinute, 'chatting');
    await this.charges.precheck(user);
    const stored = conversation?.messages ?? [];
    const context = (
      dto.conversation_context ?? stored.map(({ role, content }) => ({ role, content }))
    ).slice(-CHAT_CONTEXT_MESSAGES);
    const preferred = dto.user_preferences?.enhancement_style ?? BETA_DEFAULT_TONE;
    const message = dto.message.trim();
    const guidance = [
      dto.system_prompt?.trim(),
      dto.context?.trim() ? `Where I am: ${dto.context.trim()}` : undefined,
      dto.user_preferences?.enhancement_style
        ? `My preferred tone: ${dto.user_preferences.enhancement_style}`
        : undefined,
    ]
      .filter(Boolean)
      .join('\n');
    return {
      user,
      started,
      enterprise,
      mode: dto.chat_mode ?? dto.mode ?? 'enhance',
      tone: toneNamedIn(message) ?? preferred,
      preferred,
      message,
      currentText: dto.current_text,
      guidance: guidance || undefined,
      context,
      subject: subjectOf(message, dto.current_text, stored, context),
      conversation,
    };
  }

  async answer(chat: PreparedChat): Promise<AiChatResponseDto> {
    let result: AiChatResponseDto | undefined;
    for await (const event of this.events(chat, false))
      if (event.type === 'result') result = event.result;
    if (!result) throw new Error('The chat ended without an answer');
    return result;
  }

  stream(chat: PreparedChat): AsyncGenerator<ChatEvent> {
    return this.events(chat, true);
  }

  /**
   * A streamed answer in enhance mode may be a rewrite whose words are sent as they are
   * written: its use is taken first (402 before the stream opens), settled with the answer.
   */
  async reserve(chat: PreparedChat): Promise<void> {
    if (chat.mode === 'enhance') chat.reservation = await this.charges.reserve(chat.user);
  }

  /** A streamed answer that ended without its result: keeps the use when rewritten text was sent. */
  async settleWithoutResult(chat: PreparedChat, sent: string): Promise<void> {
    if (!chat.reservation) return;
    await this.charges.settleWithoutResult(chat.reservation, chat.subject ?? chat.message, sent);
  }

  /** Gives back the use of a streamed answer that was never delivered (no-op once settled). */
  async release(chat: PreparedChat): Promise<void> {
    if (chat.reservation) await this.charges.release(chat.reservation);
  }

  private async *events(chat: PreparedChat, streaming: boolean): AsyncGenerator<ChatEvent> {
    let fallback: string | undefined;
    let note: string | undefined;
    if (this.model && wantsIdeas(chat.mode, chat.message, chat.subject)) {
      try {
        const ideas = await brainstormAnswer(this.model, chat.message, chat.subject!, chat.tone);
        const source = {
          engine: 'provider' as const,
          model_used: this.model.model,
          notes: ideas.notes,
        };
        const answer = ideas.answer;
        yield* this.deliver(chat, streaming, answer, source);
        return;
      } catch (error) {
        if (error instanceof AiInputError) throw error;
        fallback = describeFailure(error);
        note = modelNotUsedNote(error, 'the built-in assistant answered');
        this.logger.warn(`AI Chat brainstorm fell back to the built-in assistant: ${fallback}`);
      }
    } else if (this.model) {
      let written = '';
      try {
        const messages = buildChatPrompt({
          mode: chat.mode,
          tone: chat.tone,
          message: chat.message,
          currentText: chat.currentText,
          guidance: chat.guidance,
          context: chat.context,
          question: isQuestionToAnswer(chat.message),
        });
        if (streaming) {
          for await (const delta of streamText(this.model, messages, CHAT_ANSWER)) {
            written += delta;
            yield { type: 'delta', text: delta };
          }
        } else {
          written = await completeText(this.model, messages, CHAT_ANSWER);
        }
        yield {
          type: 'result',
          result: await this.fromModel(chat, this.model, cleanAnswer(written)),
        };
        return;
      } catch (error) {
        if (error instanceof AiInputError) throw error;
        fallback = describeFailure(error);
        this.logger.warn(`AI Chat fell back to the built-in assistant: ${fallback}`);
      }
    }
    if (fallback && !note)
      note = 'The connected model was unavailable, so the built-in assistant answered.';
    const answer = await builtinAnswer(
      this.ai,
      chat.mode,
      chat.message,
      chat.subject,
      chat.preferred,
    );
    yield* this.deliver(chat, streaming, answer, {
      engine: 'builtin',
      model_used: fallback ? `${BUILTIN_MODEL} (fallback: ${fallback})` : BUILTIN_MODEL,
      notes: note ? [note] : [],
    });
  }

  /** A whole answer (not streamed as written): its lines as deltas when streaming, then the result. */
  private async *deliver(
    chat: PreparedChat,
    streaming: boolean,
    answer: BuiltinAnswer,
    source: { engine: 'builtin' | 'provider'; model_used: string; notes: string[] },
  ): AsyncGenerator<ChatEvent> {
    if (streaming)
      for (const piece of answer.response.split(/(?<=\n)/)) yield { type: 'delta', text: piece };
    yield { type: 'result', result: await this.store(chat, answer, source) };
  }

  private async fromModel(
    chat: PreparedChat,
    model: ChatTransport,
    answer: string,
  ): Promise<AiChatResponseDto> {
    let text = answer;
    const notes: string[] = [];
    let scores: Pick<BuiltinAnswer, 'quality_score' | 'input_quality_score'> = {
      quality_score: null,
      input_quality_score: null,
    };
    // A question is answered, never taken (and charged) as a rewrite.
    const rewrite = chat.mode === 'enhance' && text !== '' && !isQuestionToAnswer(chat.message);
    if (rewrite && chat.subject) {
      // "Make the second sentence warmer": whatever else the model touched is put back.
      const scoped = keepOtherSentences(chat.message, chat.subject, text);
      if (scoped !== undefined && scoped !== text) {
        text = scoped;
        notes.push('Only the sentence you named was changed; the rest is as you wrote it.');
      }
      const measured = await this.ai.scoreRewrite(chat.subject, text, {
        text: chat.subject,
        emotion_tone: chat.tone,
        intensity: 6,
      });
      scores = measured;
      if (measured.missing.length > 0)
        notes.push(
          `The rewrite does not keep: ${measured.missing.join(', ')}. Check it before you use it.`,
        );
    }
    return this.store(
      chat,
      {
        response: text || EMPTY_ANSWER,
        suggestions: followUps(chat.mode, rewrite ? text : chat.subject, chat.tone),
        enhanced_text: rewrite ? text : null,
        ...scores,
      },
      { engine: 'provider', model_used: model.model, notes },
    );
  }

  private async store(
    chat: PreparedChat,
    answer: BuiltinAnswer,
    source: { engine: 'builtin' | 'provider'; model_used: string; notes: string[] },
  ): Promise<AiChatResponseDto> {
    const now = new Date().toISOString();
    const exchange: StoredChatMessage[] = [
      { role: 'user', content: chat.message, created_at: now, chat_mode: chat.mode },
      {
        role: 'assistant',
        content: answer.response,
        created_at: now,
        chat_mode: chat.mode,
        enhanced_text: answer.enhanced_text,
        quality_score: answer.quality_score,
        suggestions: answer.suggestions,
        engine: source.engine,
      },
    ];
    const charge = await this.charge(chat, answer, source.model_used);
    // Privacy mode: the exchange goes back in this answer only, never into a stored conversation.
    const conversationId = keepsTexts(chat.user)
      ? await this.conversations.append(
          chat.user.id,
          chat.conversation,
          chat.mode,
          exchange,
          chat.enterprise ? 'Refine: ' : '',
        )
      : null;
    return {
      response: answer.response,
      enhanced_text: answer.enhanced_text,
      metadata: {
        quality_score: answer.quality_score,
        input_quality_score: answer.input_quality_score,
        processing_time: seconds(chat.started),
        chat_mode: chat.mode,
        ...source,
      },
      suggestions: answer.suggestions,
      conversation_id: conversationId,
      ...charge,
    };
  }

  /**
   * A rewrite is charged like POST /api/ai/enhance (402 when the plan was spent meanwhile, and
   * then nothing is stored); an unchanged one is not, and says so; any other answer is free.
   */
  private async charge(
    chat: PreparedChat,
    answer: BuiltinAnswer,
    modelUsed: string,
  ): Promise<Omit<ChargeOutcome, 'usage'> & { usage: ChargeOutcome['usage'] | null }> {
    const free = { charged: false, charge_note: null, history_id: null, usage: null };
    if (answer.enhanced_text === null) {
      await this.release(chat);
      if (!answer.rewrite?.unchanged) return free;
      return { ...free, charge_note: `${NOTHING_CHANGED} ${answer.rewrite.reason}` };
    }
    const input = chat.subject ?? chat.message;
    return this.charges.settle(
      chat.user,
      {
        input,
        output: answer.enhanced_text,
        settings: withDefaults({ emotion_tone: chat.tone, intensity: 6, output_format: 'plain' }),
        word_count: answer.rewrite?.word_count ?? countWords(answer.enhanced_text),
        input_word_count: answer.rewrite?.input_word_count ?? countWords(input),
        quality_score: answer.quality_score ?? 0,
        quality_breakdown: answer.rewrite?.quality_breakdown ?? null,
        input_quality_score: answer.input_quality_score ?? 0,
        model_used: modelUsed,
        processing_time: seconds(chat.started),
        reason: answer.rewrite?.reason,
      },
      { reservation: chat.reservation },
    );
  }
}
