// The AI module's door for model providers: transports, prompts, routes and failures that the
// beta chats, songwriting and the evaluation reuse. Nothing outside modules/ai imports deeper.
export type { ChatTransport } from './providers/chat-transport.js';
export { useDiscoveredServer } from './providers/local-server-discovery.js';
export { OpenAiTransport, completeText, streamText } from './providers/openai-rewriter.js';
export { OpenAiToolCaller } from './providers/openai-tool-caller.js';
export type { RequestedToolCall, ToolDefinition } from './providers/openai-tool-caller.js';
export { defuseTags, oneLine, stripTags, wrapData } from './providers/prompt-data.js';
export type { PromptTag } from './providers/prompt-data.js';
export { describeFailure } from './providers/provider-failure.js';
export { isMultilingualLanguage, pickRoute, routesFromConfig } from './providers/provider-route.js';
export { buildRewritePrompt, wrapUserText } from './providers/rewrite-prompt.js';
export type { ChatMessage } from './providers/rewrite-prompt.js';
export { REWRITE_SCHEMA } from './providers/structured-answer.js';
export { TONE_DICTIONARY, bandOf, languageName } from './providers/tone-dictionary.js';
