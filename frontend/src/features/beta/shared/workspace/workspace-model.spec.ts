import {
  EMOTION_TONES,
  FORMAT_LABELS,
  OUTPUT_FORMATS,
  TONE_LABELS,
  USE_CASE_LABELS,
  USE_CASE_WORD_RANGES,
  USE_CASES,
} from '@api/catalog';
import { ApiError } from '../../../../lib/api-client';
import type { BetaCatalog } from '../../api/catalog';
import type { Template } from '../../api/templates';
import {
  chatFailureMessage,
  panelLine,
  settingsAfter,
  settingsLine,
  templateLine,
  type WorkspaceSettings,
} from './workspace-model';

const catalog = {
  tones: EMOTION_TONES.map((value) => ({ value, label: TONE_LABELS[value] })),
  use_cases: USE_CASES.map((value) => ({
    value,
    label: USE_CASE_LABELS[value],
    min_words: USE_CASE_WORD_RANGES[value][0],
    max_words: USE_CASE_WORD_RANGES[value][1],
  })),
  output_formats: OUTPUT_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] })),
  word_count: { min: 25, max: 1000, step: 25, default: 100, workspace_default: 150, presets: [] },
} as unknown as BetaCatalog;

const SETTINGS: WorkspaceSettings = {
  emotion_tone: 'professional',
  intensity: 5,
  use_case: 'general',
  output_format: 'plain',
  target_word_count: 150,
  input_language: 'en',
  output_language: 'en',
};

const failed = (status: number, detail = 'Server says') =>
  new ApiError(status, { detail, status, correlation_id: 'x' }, detail);

describe('carrying out the chat’s commands in the Enhanced Workspace', () => {
  it('should set the tone and intensity and say so in the page’s words', () => {
    const change = { emotion_tone: 'urgent', intensity: 8 } as const;
    const after = settingsAfter(catalog, SETTINGS, change);
    expect(after).toEqual({ ...SETTINGS, emotion_tone: 'urgent', intensity: 8 });
    expect(settingsLine(catalog, change, after)).toBe('Set tone to Urgent, intensity 8');
  });

  it('should bring a new use case’s target length unless the command names one', () => {
    const linkedIn = settingsAfter(catalog, SETTINGS, { use_case: 'linkedin-post' });
    expect(linkedIn.target_word_count).toBe(175);
    expect(settingsLine(catalog, { use_case: 'linkedin-post' }, linkedIn)).toBe(
      'Set use case to LinkedIn post, target 175 words',
    );
    const named = settingsAfter(catalog, SETTINGS, {
      use_case: 'linkedin-post',
      target_word_count: 100,
    });
    expect(named.target_word_count).toBe(100);
    expect(settingsLine(catalog, { target_word_count: 100 }, named)).toBe('Set target 100 words');
    expect(
      settingsLine(
        catalog,
        { output_format: 'markdown' },
        { ...SETTINGS, output_format: 'markdown' },
      ),
    ).toBe('Set format to Markdown');
  });

  it('should describe an applied template and a panel opened or closed', () => {
    const template = {
      name: 'Product Launch',
      emotion_tone: 'inspiring',
      intensity: 8,
      use_case: 'advertisement',
    } as Template;
    expect(templateLine(catalog, template, 75)).toBe(
      'Applied template "Product Launch": Inspiring, intensity 8, Advertisement, target 75 words',
    );
    expect(panelLine('templates', false)).toBe('Closed the Templates panel');
    expect(panelLine('chat', true)).toBe('Opened the AI Chat panel');
  });

  it('should answer a failed call with the spec’s chat messages', () => {
    expect(chatFailureMessage(failed(402))).toBe(
      'Usage limit reached - upgrade to continue chatting',
    );
    expect(chatFailureMessage(failed(429))).toBe('Rate limit exceeded - please wait');
    expect(chatFailureMessage(failed(400, 'Please type a message'))).toBe('Please type a message');
    expect(chatFailureMessage(failed(500))).toBe(
      'Sorry, I encountered an error. Please try again.',
    );
    expect(chatFailureMessage(new ApiError(0, null, 'offline'))).toBe(
      'Sorry, I encountered an error. Please try again.',
    );
  });
});
