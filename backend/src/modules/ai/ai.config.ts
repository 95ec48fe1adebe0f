import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { EnvNumber, EnvString } from '../../config/define-config.js';

const URL_RULES = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** Model providers for the rewrite engine. Without OPENAI_API_KEY the built-in engine answers. */
export class AiConfig {
  @EnvString('OPENAI_API_KEY') @IsOptional() @IsString() apiKey?: string;

  @EnvString('OPENAI_BASE_URL') @IsOptional() @IsUrl(URL_RULES) baseUrl?: string;

  @EnvString('AI_MODEL') @IsString() model = 'gpt-4o-mini';

  /** The second route, for output in the alternative-model languages (zh, ja, ko, hi, th, vi, id, ms). */
  @EnvString('AI_MULTILINGUAL_API_KEY') @IsOptional() @IsString() multilingualApiKey?: string;

  @EnvString('AI_MULTILINGUAL_BASE_URL')
  @IsOptional()
  @IsUrl(URL_RULES)
  multilingualBaseUrl?: string;

  @EnvString('AI_MULTILINGUAL_MODEL') @IsOptional() @IsString() multilingualModel?: string;

  @EnvNumber('AI_TIMEOUT_MS') @IsInt() @Min(100) @Max(600_000) timeoutMs = 30_000;

  @EnvNumber('AI_MAX_RETRIES') @IsInt() @Min(0) @Max(10) maxRetries = 2;

  @EnvNumber('AI_MAX_INPUT_CHARS') @IsInt() @Min(10) @Max(1_000_000) maxInputChars = 20_000;
}
