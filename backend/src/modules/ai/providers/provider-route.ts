import type { AiConfig } from '../ai.config.js';
import { MULTILINGUAL_LANGUAGES } from '../ai.types.js';

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** One OpenAI-compatible endpoint and the model to ask there. */
export interface ProviderRoute {
  name: 'main' | 'multilingual';
  apiKey: string;
  baseUrl?: string;
  model: string;
}

export interface ProviderRoutes {
  main?: ProviderRoute;
  multilingual?: ProviderRoute;
}

export function routesFromConfig(config: AiConfig): ProviderRoutes {
  const main: ProviderRoute | undefined = config.apiKey
    ? { name: 'main', apiKey: config.apiKey, baseUrl: config.baseUrl, model: config.model }
    : undefined;
  const multilingual: ProviderRoute | undefined = config.multilingualApiKey
    ? {
        name: 'multilingual',
        apiKey: config.multilingualApiKey,
        baseUrl: config.multilingualBaseUrl,
        model: config.multilingualModel ?? config.model,
      }
    : undefined;
  return { main, multilingual };
}

export const isMultilingualLanguage = (language: string | undefined) =>
  language !== undefined && (MULTILINGUAL_LANGUAGES as readonly string[]).includes(language);

/** The multilingual route for its eight languages (when configured), the main route otherwise. */
export function pickRoute(
  routes: ProviderRoutes,
  outputLanguage: string | undefined,
): ProviderRoute | undefined {
  if (isMultilingualLanguage(outputLanguage) && routes.multilingual) return routes.multilingual;
  return routes.main ?? routes.multilingual;
}
