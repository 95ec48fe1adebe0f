import { choices } from '../lib/types';

/** The beta studio's tab ids, as its feedback box sends them. */
export const FEEDBACK_TABS = choices([
  'enhanced-workspace',
  'enterprise-workspace',
  'songwriting',
  'enhanced-form',
  'ai-chat',
  'heat-maps',
  'templates',
  'use-case-selector',
]);
