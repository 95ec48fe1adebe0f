import { useCallback, useRef, useState } from 'react';
import type { BetaCatalog } from '../../api/catalog';
import { useBetaEnhance } from '../../api/enhance-form';
import { useEnhancedGeneration } from '../../api/enhanced-generation';
import { useHeatMap, type HeatMapResponse } from '../../api/heat-map';
import type { Template } from '../../api/templates';
import { ENHANCE_EMPTY, ENHANCE_SHORT } from '../../model/enhance-input';
import type { BetaTabProps } from '../../model/beta-tab';
import type { StudioSettings } from '../../model/studio-settings';
import { countWords } from '../../model/word-count';
import {
  ALL_PANELS_OPEN,
  ANALYSIS_TOO_SHORT,
  needsGeneration,
  targetFor,
  type Panels,
  type WorkspaceSettings,
} from './workspace-model';
import type { WorkspacePanel } from '../../api/command-chat';

type AnalysisMode = HeatMapResponse['metadata']['analysis_mode'];

/** One enhancement as the workspace shows it, whichever route wrote it. */
export interface WorkspaceOutcome {
  input: string;
  text: string;
  quality: number;
  inputQuality: number;
  wordCount: number;
  modelUsed: string;
  builtin: boolean;
  /** What the engine did in plain words (English results only). */
  changeNote: string | null;
  /** Set when the result did not use the plan ("Nothing changed, so…" and why). */
  chargeNote: string | null;
  /** 0-1 per tone, measured on the result (English results only). */
  toneProfile: Record<string, number> | null;
  settings: WorkspaceSettings;
}

export interface WorkspaceHeatMap {
  map: HeatMapResponse;
  /** Which text was analysed. */
  of: 'result' | 'input';
}

const STUDIO_KEYS = ['emotion_tone', 'intensity', 'use_case', 'output_format'] as const;

/** A check the page makes before calling the server; its message is the spec's. */
export class WorkspaceInputError extends Error {}

/**
 * The document the Enhanced Workspace works on: text, settings, result, heat map and panels.
 * Commands run one after another within a moment, so each action reads the latest values from
 * refs that change at once, not from the state of the last render.
 */
export function useWorkspaceDocument(
  catalog: BetaCatalog,
  { settings: studio, onSettingsChange }: BetaTabProps,
) {
  const [text, setTextState] = useState('');
  const [own, setOwn] = useState(() => ({
    // A use case chosen in another tab brings its target, as choosing it here does.
    target_word_count:
      studio.use_case !== 'general'
        ? (targetFor(catalog, studio.use_case) ?? catalog.word_count.workspace_default)
        : catalog.word_count.workspace_default,
    input_language: 'en' as WorkspaceSettings['input_language'],
    output_language: 'en' as WorkspaceSettings['output_language'],
  }));
  const [outcome, setOutcome] = useState<WorkspaceOutcome | null>(null);
  const [heat, setHeat] = useState<WorkspaceHeatMap | null>(null);
  const [analysisMode, setAnalysisMode] = useState<AnalysisMode>('emotion');
  const [selectedTemplate, setSelectedTemplate] = useState<string | null>(null);
  const [panels, setPanels] = useState<Panels>(ALL_PANELS_OPEN);

  const settings: WorkspaceSettings = { ...studio, ...own };
  // The tab mounts afresh each time it opens: from then on only this tab changes its settings.
  const latest = useRef({ settings, text, outcome, panels });

  const enhanceEnglish = useBetaEnhance();
  const generate = useEnhancedGeneration();
  const heatMap = useHeatMap();

  const setText = useCallback((next: string) => {
    latest.current.text = next;
    setTextState(next);
  }, []);

  const changeSettings = useCallback(
    (change: Partial<WorkspaceSettings>) => {
      const next = { ...latest.current.settings, ...change };
      latest.current.settings = next;
      const studioChange: Partial<StudioSettings> = {};
      for (const key of STUDIO_KEYS) {
        if (key in change) Object.assign(studioChange, { [key]: next[key] });
      }
      if (Object.keys(studioChange).length > 0) onSettingsChange(studioChange);
      setOwn({
        target_word_count: next.target_word_count,
        input_language: next.input_language,
        output_language: next.output_language,
      });
    },
    [onSettingsChange],
  );

  /** A use case picked in the settings brings its target, as in the Enhanced Form. */
  const pickSettings = useCallback(
    (change: Partial<WorkspaceSettings>) => {
      const target = change.use_case ? targetFor(catalog, change.use_case) : null;
      changeSettings(target ? { ...change, target_word_count: target } : change);
    },
    [catalog, changeSettings],
  );

  const applyTemplate = useCallback(
    (template: Template) => {
      const target =
        targetFor(catalog, template.use_case) ?? latest.current.settings.target_word_count;
      changeSettings({
        emotion_tone: template.emotion_tone,
        intensity: template.intensity,
        use_case: template.use_case,
        output_format: template.output_format,
        target_word_count: target,
      });
      setSelectedTemplate(template.id);
      return target;
    },
    [catalog, changeSettings],
  );

  /** Opens, closes or (without `open`) flips a panel; answers whether it is now open. */
  const setPanel = useCallback((panel: WorkspacePanel, open?: boolean) => {
    const shown = open ?? !latest.current.panels[panel];
    latest.current.panels = { ...latest.current.panels, [panel]: shown };
    setPanels(latest.current.panels);
    return shown;
  }, []);

  const enhance = useCallback(async (): Promise<WorkspaceOutcome> => {
    const input = latest.current.text;
    if (!input.trim()) throw new WorkspaceInputError(ENHANCE_EMPTY);
    if (input.trim().length < 10) throw new WorkspaceInputError(ENHANCE_SHORT);
    const used = latest.current.settings;
    const { input_language, output_language, target_word_count, ...studioSettings } = used;
    let next: WorkspaceOutcome;
    if (needsGeneration(used)) {
      const answer = await generate.mutateAsync({
        text: input,
        ...studioSettings,
        target_word_count,
        input_language,
        output_language,
      });
      next = {
        input,
        text: answer.enhanced_text,
        quality: answer.quality_score,
        inputQuality: answer.input_quality_score,
        wordCount: answer.word_count,
        modelUsed: answer.model_used,
        builtin: answer.guardrail_info.context.route === 'built-in',
        changeNote: null,
        chargeNote: answer.charged ? null : answer.charge_note,
        toneProfile: null,
        settings: used,
      };
    } else {
      const answer = await enhanceEnglish.mutateAsync({
        text: input,
        ...studioSettings,
        target_word_count,
      });
      next = {
        input,
        text: answer.enhanced_text,
        quality: answer.quality_score,
        inputQuality: answer.input_quality_score,
        wordCount: answer.word_count,
        modelUsed: answer.model_used,
        builtin: answer.engine === 'builtin',
        changeNote: answer.change_note,
        chargeNote: answer.charged ? null : answer.charge_note,
        toneProfile: answer.analysis.output.tone_profile,
        settings: used,
      };
    }
    latest.current.outcome = next;
    setOutcome(next);
    return next;
  }, [enhanceEnglish, generate]);

  /**
   * A version written in a chat about the result (the Enterprise workspace's Refine) becomes the
   * result, with the score the server measured for it.
   */
  const adoptRevision = useCallback(
    (text: string, quality: number | null, modelUsed: string, builtin: boolean) => {
      const current = latest.current.outcome;
      const next: WorkspaceOutcome = {
        input: current?.input ?? latest.current.text,
        text,
        quality: quality ?? current?.quality ?? 0,
        inputQuality: current?.inputQuality ?? 0,
        wordCount: countWords(text),
        modelUsed,
        builtin,
        changeNote: null,
        chargeNote: null,
        toneProfile: null,
        settings: latest.current.settings,
      };
      latest.current.outcome = next;
      setOutcome(next);
      return next;
    },
    [],
  );

  const analyze = useCallback(
    async (mode: AnalysisMode): Promise<WorkspaceHeatMap> => {
      const result = latest.current.outcome?.text ?? '';
      const of = result.trim() ? 'result' : 'input';
      const subject = of === 'result' ? result : latest.current.text;
      if (subject.trim().length < 20) throw new WorkspaceInputError(ANALYSIS_TOO_SHORT);
      setAnalysisMode(mode);
      const map = await heatMap.mutateAsync({ text: subject, analysis_mode: mode });
      const next = { map, of } as const;
      setHeat(next);
      return next;
    },
    [heatMap],
  );

  return {
    text,
    setText,
    settings,
    pickSettings,
    changeSettings,
    applyTemplate,
    selectedTemplate,
    outcome,
    enhance,
    adoptRevision,
    enhancing: enhanceEnglish.isPending || generate.isPending,
    heat,
    analyze,
    analyzing: heatMap.isPending,
    analysisMode,
    setAnalysisMode,
    panels,
    setPanel,
    latest,
  };
}

export type WorkspaceDocument = ReturnType<typeof useWorkspaceDocument>;
