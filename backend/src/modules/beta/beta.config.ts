import { IsInt, Min } from 'class-validator';
import { EnvNumber } from '../../config/define-config.js';

/** The beta studio's analysis tools are free of charge but counted per account. */
export class BetaConfig {
  /** Heat-map analyses per minute per account (generating tools share the enhancement limit). */
  @EnvNumber('BETA_ANALYSIS_USER_LIMIT_PER_MINUTE') @IsInt() @Min(1) analysisLimitPerMinute = 60;
}
