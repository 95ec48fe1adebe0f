import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { configProvider } from '../../config/define-config.js';
import { AiConfig } from '../ai/ai.config.js';
import { AiModule } from '../ai/ai.module.js';
import { EnhanceModule } from '../enhance/enhance.module.js';
import { AiChatConfig } from './ai-chat/ai-chat.config.js';
import { AiChatController } from './ai-chat/ai-chat.controller.js';
import { AiChatService } from './ai-chat/ai-chat.service.js';
import { ChatConversation } from './ai-chat/chat-conversation.entity.js';
import { ConversationsService } from './ai-chat/conversations.service.js';
import { BetaPersonalData } from './beta-personal-data.js';
import { BetaConfig } from './beta.config.js';
import { CatalogController } from './catalog/catalog.controller.js';
import { CommandChatConfig } from './command-chat/command-chat.config.js';
import { CommandChatController } from './command-chat/command-chat.controller.js';
import { CommandChatService } from './command-chat/command-chat.service.js';
import { EnhancedGenerationController } from './enhanced-generation/enhanced-generation.controller.js';
import { EnhancedGenerationService } from './enhanced-generation/enhanced-generation.service.js';
import { BetaFeedback } from './feedback/beta-feedback.entity.js';
import { FeedbackController } from './feedback/feedback.controller.js';
import { FeedbackService } from './feedback/feedback.service.js';
import { HeatMapController } from './heat-map/heat-map.controller.js';
import { HeatMapService } from './heat-map/heat-map.service.js';
import { OptimizerController } from './optimizer/optimizer.controller.js';
import { OptimizerService } from './optimizer/optimizer.service.js';
import { Template } from './templates/template.entity.js';
import { TemplatesController } from './templates/templates.controller.js';
import { TemplatesService } from './templates/templates.service.js';

/** The beta studio (/api/beta/*): heat maps, enhanced generation, templates, optimizer, feedback, command chat, AI Chat. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BetaFeedback, Template, ChatConversation]),
    AiModule,
    EnhanceModule,
  ],
  controllers: [
    CatalogController,
    FeedbackController,
    HeatMapController,
    EnhancedGenerationController,
    TemplatesController,
    OptimizerController,
    CommandChatController,
    AiChatController,
  ],
  providers: [
    configProvider(BetaConfig),
    // The AI module keeps its configuration to itself; the limits are read from the same variables.
    configProvider(AiConfig),
    FeedbackService,
    HeatMapService,
    EnhancedGenerationService,
    TemplatesService,
    OptimizerService,
    configProvider(CommandChatConfig),
    CommandChatService,
    configProvider(AiChatConfig),
    AiChatService,
    ConversationsService,
    BetaPersonalData,
  ],
})
export class BetaModule {}
