import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { AiConfig } from '../../ai/ai.config.js';
import { AiInputError } from '../../ai/ai.types.js';
import { BUILTIN_MODEL } from '../../ai/ai.engine.js';
import { AiService } from '../../ai/ai.service.js';
import {
  InvalidToolAnswerError,
  JsonToolCaller,
  OpenAiToolCaller,
  type ToolCaller,
  describeFailure,
  pickRoute,
  routesFromConfig,
} from '../../ai/ai.providers.js';
import { LocalModelBusyException } from '../../ai/ai.local.js';
import { inputErrorToHttp } from '../../enhance/enhance.service.js';
import { QuotaService } from '../../enhance/quota/quota.service.js';
import { UserRateLimiter } from '../../enhance/quota/user-rate-limiter.js';
import { FeatureTogglesService } from '../../feature-toggles/feature-toggles.service.js';
import type { FeatureName } from '../../feature-toggles/feature-names.js';
import { TemplatesService } from '../templates/templates.service.js';
import { allowedCommandTypes, commandsAllowed } from './command-features.js';
import type { CommandChatDto } from './command-chat.dto.js';
import { CommandChatConfig } from './command-chat.config.js';
import type { CommandChatResponseDto, WorkspaceCommand } from './commands.dto.js';
import { listOf, replyFor } from './describe-commands.js';
import {
  asksForRewrite,
  namesOneSentence,
  parseIntent,
  type IntentContext,
} from './intent/parse-intent.js';
import type { TemplateChoice } from './intent/match-template.js';
import { buildCommandPrompt, cleanReply } from './model/command-prompt.js';
import { readToolCalls } from './model/read-tool-calls.js';
import { COMMAND_TOOLS } from './model/tool-schemas.js';

const SWITCHED_OFF = 'That feature is switched off here, so I left it out.';

const hasResultIn = (dto: CommandChatDto) => (dto.context?.enhancedText ?? '').trim().length > 0;

export const EMPTY_ANSWER = "I apologize, but I couldn't generate a response. Please try again.";

const seconds = (since: number) => Math.round(performance.now() - since) / 1000;

/**
 * POST /api/beta/ai-chat: the Enhanced Workspace's command chat. A model provider, when one is
 * configured, answers through tool calls held to the same validation as a request; otherwise
 * (or when it fails) the built-in assistant reads the message's intent. Never charged: the
 * commands that write (enhance_content) are charged when the page carries them out.
 */
@Injectable()
export class CommandChatService {
  private readonly logger = new Logger('CommandChat');
  private readonly model?: ToolCaller;

  constructor(
    private readonly aiConfig: AiConfig,
    private readonly config: CommandChatConfig,
    private readonly limiter: UserRateLimiter,
    private readonly quota: QuotaService,
    private readonly templates: TemplatesService,
    private readonly features: FeatureTogglesService,
    ai: AiService,
  ) {
    const route = pickRoute(routesFromConfig(aiConfig), 'en');
    if (route) {
      this.model = new OpenAiToolCaller(route, {
        timeoutMs: aiConfig.timeoutMs,
        maxRetries: aiConfig.maxRetries,
      });
    } else {
      // The local model has no tools API: the same tools as one JSON schema, by grammar.
      const local = ai.textModel();
      if (local) this.model = new JsonToolCaller(local);
    }
  }

  async chat(user: AuthenticatedUser, dto: CommandChatDto): Promise<CommandChatResponseDto> {
    const started = performance.now();
    this.checkLength(dto);
    await this.limiter.consumeBucket(
      `command-chat:${user.id}`,
      this.config.limitPerMinute,
      'chatting',
    );
    await this.quota.precheck(user);
    const states = await this.features.states();
    const enabled = (feature: FeatureName) => states.get(feature) ?? true;
    const templates: TemplateChoice[] = enabled('beta_templates')
      ? (await this.templates.list(user.id)).templates.map(({ id, name }) => ({ id, name }))
      : [];
    let fallback: string | undefined;
    let note = 'The connected model was unavailable, so the built-in assistant answered.';
    if (this.model) {
      try {
        return await this.fromModel(this.model, dto, templates, started, enabled);
      } catch (error) {
        if (error instanceof LocalModelBusyException) throw error;
        fallback = describeFailure(error);
        if (error instanceof InvalidToolAnswerError)
          note = `The model's answer was not used (${fallback}), so the built-in assistant read your message.`;
        this.logger.warn(`Command chat fell back to the built-in assistant: ${fallback}`);
      }
    }
    const answer = parseIntent(dto.message, this.intentContext(dto, templates));
    const { kept, switchedOff } = commandsAllowed(answer.commands, enabled);
    return {
      message:
        switchedOff.length === 0
          ? answer.message
          : [replyFor(kept, { templates, hasResult: hasResultIn(dto) }), SWITCHED_OFF]
              .filter(Boolean)
              .join(' '),
      commands: kept,
      engine: 'builtin',
      model_used: fallback ? `${BUILTIN_MODEL} (fallback: ${fallback})` : BUILTIN_MODEL,
      notes: fallback ? [note] : [],
      processing_time: seconds(started),
    };
  }

  private async fromModel(
    model: ToolCaller,
    dto: CommandChatDto,
    templates: TemplateChoice[],
    started: number,
    enabled: (feature: FeatureName) => boolean,
  ): Promise<CommandChatResponseDto> {
    const types = allowedCommandTypes(
      COMMAND_TOOLS.map((tool) => tool.name as WorkspaceCommand['type']),
      enabled,
    );
    const tools = COMMAND_TOOLS.filter((tool) => types.some((type) => type === tool.name));
    const answer = await model.ask(buildCommandPrompt(dto, templates), tools);
    const read = await readToolCalls(answer.calls, templates);
    // A local model's JSON that holds no command the validation accepts: the parser reads the message.
    if (model.callsRequired && read.commands.length === 0)
      throw new InvalidToolAnswerError(
        read.dropped.length > 0
          ? `no valid command: ${read.dropped.join('; ')}`
          : 'the model called no command',
      );
    // "Make the second sentence warmer": no setting of the whole text changes, nothing runs.
    if (namesOneSentence(dto.message)) {
      const before = read.commands.length;
      read.commands = read.commands.filter(
        (command) => command.type !== 'enhance_content' && command.type !== 'update_settings',
      );
      if (read.commands.length < before)
        read.dropped.push('a change to the whole text when you asked about one sentence');
      read.commands.push({ type: 'toggle_panel', arguments: { panel: 'chat', open: true } });
    }
    // "Set the tone to calm" changes settings: a rewrite (a paid use) runs only when asked for.
    if (!asksForRewrite(dto.message)) {
      const before = read.commands.length;
      read.commands = read.commands.filter((command) => command.type !== 'enhance_content');
      if (read.commands.length < before)
        read.dropped.push('an enhancement you did not ask for (settings change without one)');
    }
    const { kept: commands, switchedOff } = commandsAllowed(read.commands, enabled);
    const dropped = [
      ...read.dropped,
      ...(switchedOff.length > 0 ? ['a feature that is switched off'] : []),
    ];
    const hasResult = hasResultIn(dto);
    const said = cleanReply(answer.text) || replyFor(commands, { templates, hasResult });
    const leftOut =
      dropped.length === 0
        ? ''
        : `I left out ${dropped.length === 1 ? 'one request' : `${dropped.length} requests`} I could not carry out: ${listOf(dropped)}.`;
    const message = [said, leftOut].filter(Boolean).join(' ') || EMPTY_ANSWER;
    return {
      message,
      commands,
      engine: 'provider',
      model_used: model.model,
      notes: dropped,
      processing_time: seconds(started),
    };
  }

  private intentContext(dto: CommandChatDto, templates: TemplateChoice[]): IntentContext {
    const context = dto.context ?? {};
    return {
      settings: context.settings ?? {},
      templates,
      originalText: context.originalText ?? '',
      enhancedText: context.enhancedText ?? '',
      heatMapMode: context.heatMapData?.analysis_mode,
    };
  }

  /** The texts the chat reads may be as long as a text to enhance, no longer (413). */
  private checkLength(dto: CommandChatDto): void {
    const max = this.aiConfig.maxInputChars;
    const texts = [dto.context?.originalText, dto.context?.enhancedText];
    if (texts.some((text) => (text?.length ?? 0) > max)) {
      throw inputErrorToHttp(
        new AiInputError(`Text too long - at most ${max} characters`, 'too_long'),
      );
    }
  }
}
