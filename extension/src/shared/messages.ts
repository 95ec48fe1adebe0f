import type { ApiSchema } from '@api/client';

/** One choice of a list the panel offers, as the server names it. */
export interface Choice {
  value: string;
  label: string;
}

/** The panel's choices, read from the server (GET /api/beta/catalog and /api/ai/capabilities). */
export interface PanelCatalog {
  tones: Choice[];
  personas: Choice[];
  use_cases: Choice[];
  max_intensity: number;
  settings: RewriteSettings;
}

export interface RewriteSettings {
  emotion_tone: string;
  intensity: number;
  persona_profile: string;
  use_case: string | null;
}

export type RewriteResult = Pick<
  ApiSchema<'EnhanceResponseDto'>,
  'enhanced_text' | 'quality_score' | 'input_quality_score' | 'charged' | 'charge_note' | 'usage'
>;

/** A refusal the panel shows as it is, with where to go next when there is somewhere to go. */
export interface Failure {
  status: number;
  detail: string;
  /** 401: sign in again; 402: the plans. */
  action?: 'sign-in' | 'plans';
  link?: string;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; failure: Failure };

export interface SessionState {
  server: string;
  signed_in: boolean;
  email: string | null;
  keep_signed_in: boolean;
}

/** What the content scripts and the pages ask the service worker (which alone holds the token). */
export type WorkerRequest =
  | { type: 'catalog' }
  | { type: 'rewrite'; text: string; settings: RewriteSettings }
  | { type: 'session' }
  | { type: 'sign-in' }
  | { type: 'sign-out' }
  | { type: 'open-plans' }
  | { type: 'rewrite-selection' }
  | { type: 'auth-token'; token: string };

/** What the service worker tells the panel script it injected. */
export interface OpenPanel {
  type: 'resonate:open-panel';
}
