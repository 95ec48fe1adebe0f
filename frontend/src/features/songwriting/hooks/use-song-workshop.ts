import { useEffect, useRef, useState } from 'react';
import { analyzeLyrics, useSongChat, useSongEnhancement } from '../api/songwriting';
import { getSong, useSaveSong } from '../api/songs';
import type {
  ChatMessage,
  LyricAnalysis,
  SongEnhancement,
  SongFormula,
  SongSettings,
  SongwritingOptions,
} from '../api/types';
import { failureMessage, MESSAGES } from '../model/messages';

type WorkshopTab = 'write' | 'enhanced' | 'analysis' | 'formulas' | 'chat';
export interface Toast {
  id: number;
  severity: 'success' | 'error' | 'warning' | 'info';
  message: string;
}

const CHAT_CONTEXT = 3;
const ANALYSIS_DELAY_MS = 600;

/** The workshop's state and actions: one song being written, its analysis, enhancement, chat and saving. */
export function useSongWorkshop(options: SongwritingOptions, showTab: (tab: WorkshopTab) => void) {
  const initial: SongSettings = { ...options.defaults, song_title: '', custom_guidance: '' };
  const [lyrics, setLyrics] = useState('');
  const [settings, setSettings] = useState<SongSettings>(initial);
  const [analysis, setAnalysis] = useState<LyricAnalysis | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<SongEnhancement | null>(null);
  const [enhancedFrom, setEnhancedFrom] = useState('');
  const [songId, setSongId] = useState<string | null>(null);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [toast, setToast] = useState<Toast | null>(null);
  const toastId = useRef(0);
  const enhancement = useSongEnhancement();
  const chatCall = useSongChat();
  const saveSong = useSaveSong();

  const notify = (severity: Toast['severity'], message: string) => {
    toastId.current += 1;
    setToast({ id: toastId.current, severity, message });
  };

  // The margin follows the typing: a quiet analysis shortly after each change (free, no quota).
  const analysisKey = JSON.stringify([
    lyrics,
    settings.rhyme_scheme,
    settings.emotional_arc,
    settings.target_emotion,
    settings.song_title,
  ]);
  useEffect(() => {
    if (!lyrics.trim()) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      analyzeLyrics(lyrics, settings, controller.signal)
        .then((response) => response.success && setAnalysis(response.analysis))
        .catch(() => undefined);
    }, ANALYSIS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- analysisKey lists what the analysis reads
  }, [analysisKey]);

  const analyze = async () => {
    if (!lyrics.trim()) return notify('warning', MESSAGES.analyzeEmpty);
    setAnalyzing(true);
    try {
      const response = await analyzeLyrics(lyrics, settings);
      if (!response.success) return notify('error', response.error ?? MESSAGES.analysisFailed);
      setAnalysis(response.analysis);
      showTab('analysis');
    } catch (error) {
      notify('error', failureMessage(error, MESSAGES.failedToAnalyze));
    } finally {
      setAnalyzing(false);
    }
  };

  const enhance = async (feedbackLoop: boolean) => {
    if (!lyrics.trim()) return notify('warning', MESSAGES.enhanceEmpty);
    if (feedbackLoop && !result?.emotional_analysis) return notify('warning', MESSAGES.noFeedback);
    const sent = feedbackLoop && result ? result.enhanced_lyrics : lyrics;
    try {
      const answer = await enhancement.mutateAsync({
        ...settings,
        lyrics: sent,
        chat_context: chat.slice(-CHAT_CONTEXT),
        ...(feedbackLoop && result
          ? { feedback_loop: true, emotional_feedback: result.emotional_analysis }
          : {}),
      });
      if (!answer.success) return notify('error', answer.error ?? MESSAGES.enhancementFailed);
      setEnhancedFrom(sent);
      setResult(answer);
      showTab('enhanced');
      notify(
        'success',
        answer.changes.length
          ? `Enhanced: ${answer.changes.length} line(s) changed, same tune.`
          : 'Reviewed: no line needed changing.',
      );
    } catch (error) {
      notify('error', failureMessage(error, MESSAGES.failedToEnhance));
    }
  };

  /** A rhyme suggestion the writer accepts: that line changes in the enhanced version, no other. */
  const acceptRhyme = (suggestion: SongEnhancement['rhyme_suggestions'][number]) =>
    setResult((current) => {
      if (!current) return current;
      const lines = current.enhanced_lyrics.split(/\r?\n/);
      const at = lines.findIndex((line) => line.trim() === suggestion.before.trim());
      if (at < 0) return current;
      lines[at] = lines[at].replace(suggestion.before.trim(), suggestion.after);
      return {
        ...current,
        enhanced_lyrics: lines.join('\n'),
        rhyme_suggestions: current.rhyme_suggestions.filter((s) => s.line !== suggestion.line),
      };
    });

  const useEnhanced = () => {
    if (!result?.enhanced_lyrics) return notify('warning', MESSAGES.noEnhanced);
    setLyrics(result.enhanced_lyrics);
    showTab('write');
    notify('success', 'The enhanced lyrics are now in the editor.');
  };

  const save = () => {
    if (!lyrics.trim()) return notify('warning', 'Please enter some lyrics to save');
    const { song_title, ...rest } = settings;
    saveSong.mutate(
      {
        id: songId,
        title: song_title,
        lyrics,
        enhanced_lyrics: result?.enhanced_lyrics ?? null,
        settings: rest,
        chat_history: chat,
      },
      {
        onSuccess: (saved) => {
          setSongId(saved.id);
          notify('success', `Saved "${saved.title}".`);
        },
        onError: (error) => notify('error', failureMessage(error, 'Failed to save song')),
      },
    );
  };

  const open = async (id: string) => {
    try {
      const song = await getSong(id);
      setSongId(song.id);
      setLyrics(song.lyrics);
      setSettings({ ...initial, ...song.settings, song_title: song.title });
      setChat(song.chat_history);
      setResult(null);
      notify('info', `Opened "${song.title}".`);
    } catch (error) {
      notify('error', failureMessage(error, 'Failed to open song'));
    }
  };

  const reset = () => {
    setSongId(null);
    setLyrics('');
    setSettings(initial);
    setResult(null);
    setChat([]);
  };

  const startFrom = (formula: SongFormula) => {
    if (lyrics.trim() && !window.confirm('Replace the lyrics in the editor with this skeleton?'))
      return;
    setLyrics(formula.skeleton);
    setSettings((current) => ({ ...current, song_structure: formula.structure }));
    showTab('write');
  };

  const ask = async (message: string) => {
    const context = chat.slice(-CHAT_CONTEXT);
    setChat((current) => [...current, { role: 'user', content: message }]);
    try {
      const answer = await chatCall.mutateAsync({
        message,
        lyrics,
        target_emotion: settings.target_emotion,
        rhyme_scheme: settings.rhyme_scheme,
        chat_context: context,
      });
      setChat((current) => [...current, { role: 'assistant', content: answer.response }]);
    } catch (error) {
      notify('error', failureMessage(error, 'The assistant could not answer. Please try again.'));
    }
  };

  return {
    lyrics,
    setLyrics,
    settings,
    setSetting: (id: keyof SongSettings, value: string) =>
      setSettings((current) => ({ ...current, [id]: value })),
    analysis: lyrics.trim() ? analysis : null,
    analyzing,
    analyze,
    result,
    enhancedFrom,
    enhancing: enhancement.isPending,
    enhance,
    useEnhanced,
    acceptRhyme,
    saving: saveSong.isPending,
    save,
    open,
    forget: (id: string) => id === songId && setSongId(null),
    reset,
    startFrom,
    chat,
    chatting: chatCall.isPending,
    ask,
    clearChat: () => setChat([]),
    toast,
    dismissToast: () => setToast(null),
  };
}
