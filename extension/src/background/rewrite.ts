import { DEFAULT_SETTINGS, PERSONA_LABELS } from '@api/catalog';
import type { Answer, PanelCatalog, RewriteResult, RewriteSettings } from '../shared/messages';
import { STORAGE } from '../shared/storage-keys';
import { failureOf, serverApi } from './api';
import { clearToken, readToken } from './session';

const signedOut = (server: string) =>
  ({
    ok: false,
    failure: {
      status: 401,
      detail: 'Sign in to Resonate to rewrite text here.',
      action: 'sign-in',
      link: server,
    },
  }) as const;

async function lastSettings(): Promise<RewriteSettings> {
  const stored = (await chrome.storage.local.get(STORAGE.lastSettings))[STORAGE.lastSettings];
  return {
    emotion_tone: DEFAULT_SETTINGS.emotion_tone,
    intensity: DEFAULT_SETTINGS.intensity,
    persona_profile: DEFAULT_SETTINGS.persona_profile,
    use_case: DEFAULT_SETTINGS.use_case,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
  };
}

/** The panel's choices, as the server offers them (the same lists as the web app's). */
export async function panelCatalog(): Promise<Answer<PanelCatalog>> {
  const { api, server } = await serverApi();
  const token = await readToken();
  if (!token) return signedOut(server);
  try {
    const [catalog, capabilities] = await Promise.all([
      api.GET('/api/beta/catalog', { token }),
      api.GET('/api/ai/capabilities', { auth: false }),
    ]);
    return {
      ok: true,
      value: {
        tones: catalog.tones,
        use_cases: catalog.use_cases.map(({ value, label }) => ({ value, label })),
        // Only the personas the running engine honours; their names are the generated catalog's.
        personas: capabilities.personas.map((value) => ({ value, label: PERSONA_LABELS[value] })),
        max_intensity: capabilities.max_intensity,
        settings: await lastSettings(),
      },
    };
  } catch (error) {
    return { ok: false, failure: await refused(error, server) };
  }
}

/** POST /api/ai/enhance, marked as the extension's so its history entry says so. */
export async function rewrite(
  text: string,
  settings: RewriteSettings,
): Promise<Answer<RewriteResult>> {
  const { api, server } = await serverApi();
  const token = await readToken();
  if (!token) return signedOut(server);
  await chrome.storage.local.set({ [STORAGE.lastSettings]: settings });
  try {
    const result = await api.POST('/api/ai/enhance', {
      token,
      params: { header: { 'X-Resonate-Client': 'extension' } },
      body: {
        text,
        emotion_tone: settings.emotion_tone as typeof DEFAULT_SETTINGS.emotion_tone,
        intensity: settings.intensity,
        persona_profile: settings.persona_profile as typeof DEFAULT_SETTINGS.persona_profile,
        output_format: 'plain',
        ...(settings.use_case ? { use_case: settings.use_case as never } : {}),
      },
    });
    const { enhanced_text, quality_score, input_quality_score, charged, charge_note, usage } =
      result;
    return {
      ok: true,
      value: { enhanced_text, quality_score, input_quality_score, charged, charge_note, usage },
    };
  } catch (error) {
    return { ok: false, failure: await refused(error, server) };
  }
}

/** A refusal; a 401 also forgets the token, which no longer works. */
async function refused(error: unknown, server: string) {
  const failure = failureOf(error, server);
  if (failure.status === 401) await clearToken();
  return failure;
}
