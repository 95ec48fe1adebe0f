import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BetaCatalog } from '../api/catalog';
import {
  useCommandChat,
  type CommandChatContext,
  type WorkspaceCommand,
} from '../api/command-chat';
import { templatesQuery } from '../api/templates';
import { betaFailureMessage } from '../model/beta-failure';
import {
  WorkspaceInputError,
  type WorkspaceDocument,
} from '../shared/workspace/use-workspace-document';
import {
  chatFailureMessage,
  EMPTY_ANSWER,
  panelLine,
  settingsAfter,
  settingsLine,
  templateLine,
} from '../shared/workspace/workspace-model';
import { enhancedLine } from '../../../components/usage/enhanced-toast';

export interface ChatEntry {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  time: Date;
  /** What the page did for this reply's commands, a line each, in order. */
  done: string[];
  /** Who answered: the built-in assistant or a model (assistant replies only). */
  source?: 'builtin' | 'provider';
  failed?: boolean;
}

const failure = (error: unknown, fallback: string) =>
  error instanceof WorkspaceInputError ? error.message : betaFailureMessage(error, fallback);

/**
 * The command chat on this document: sends the message with the workspace as context, shows
 * the reply, then carries out each command in order and adds a line saying what it did.
 */
export function useWorkspaceChat(catalog: BetaCatalog, doc: WorkspaceDocument) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const nextId = useRef(1);
  const chat = useCommandChat();
  const queryClient = useQueryClient();

  const push = (entry: Omit<ChatEntry, 'id' | 'time' | 'done'>) => {
    const id = nextId.current++;
    setEntries((current) => [...current, { ...entry, id, time: new Date(), done: [] }]);
    return id;
  };
  const addLine = (id: number, line: string) =>
    setEntries((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, done: [...entry.done, line] } : entry)),
    );

  const carryOut = async (command: WorkspaceCommand): Promise<string> => {
    switch (command.type) {
      case 'apply_template': {
        const templates = await queryClient.fetchQuery(templatesQuery);
        const template = templates.find(({ id }) => id === command.arguments.template_id);
        if (!template) return 'Could not apply the template: it is no longer in your list';
        return templateLine(catalog, template, doc.applyTemplate(template));
      }
      case 'update_settings': {
        const after = settingsAfter(catalog, doc.latest.current.settings, command.arguments);
        doc.changeSettings(after);
        return settingsLine(catalog, command.arguments, after);
      }
      case 'toggle_panel': {
        const { panel, open } = command.arguments;
        return panelLine(panel, doc.setPanel(panel, open));
      }
      case 'enhance_content':
        try {
          const outcome = await doc.enhance();
          return enhancedLine(outcome.quality, outcome.chargeNote);
        } catch (error) {
          return `Could not enhance: ${failure(error, 'Enhancement failed - please try again')}`;
        }
      case 'analyze_content': {
        const mode = command.arguments.analysis_mode;
        doc.setPanel('analysis', true);
        try {
          const heat = await doc.analyze(mode);
          return `Analysed ${heat.of === 'result' ? 'the result' : 'your text'} for ${mode}: ${Math.round(heat.map.overall_score * 100)} / 100`;
        } catch (error) {
          return `Could not analyse: ${failure(error, 'Analysis failed - please try again')}`;
        }
      }
    }
  };

  const contextOf = (): CommandChatContext => {
    const { settings, text, outcome } = doc.latest.current;
    const heat = doc.heat?.map;
    return {
      originalText: text,
      enhancedText: outcome?.text ?? '',
      settings: {
        emotion_tone: settings.emotion_tone,
        intensity: settings.intensity,
        use_case: settings.use_case,
        output_format: settings.output_format,
        target_word_count: settings.target_word_count,
      },
      selectedTemplate: doc.selectedTemplate,
      heatMapData: heat
        ? {
            analysis_mode: heat.metadata.analysis_mode,
            overall_score: heat.overall_score,
            suggestions: heat.suggestions.slice(0, 10).map((line) => line.slice(0, 500)),
          }
        : null,
    };
  };

  const send = async (raw: string) => {
    const message = raw.trim();
    if (!message || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    push({ role: 'user', content: message });
    try {
      const answer = await chat.mutateAsync({ message, context: contextOf() });
      const id = push({
        role: 'assistant',
        content: answer.message.trim() || EMPTY_ANSWER,
        source: answer.engine,
      });
      for (const command of answer.commands) addLine(id, await carryOut(command));
    } catch (error) {
      push({ role: 'assistant', content: chatFailureMessage(error), failed: true });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { entries, send, busy };
}
