import {
  askStructured,
  type ChatMessage,
  type ChatTransport,
  repairMessages,
  stripTags,
} from '../../ai/ai.providers.js';
import { countAsked } from '../../ai/ai.text.js';
import { normalizeLine } from '../analysis/line-analysis.js';
import { isSongQuestion } from './craft-answer.js';

/** What a songwriter counts out: "three lines", "5 titles". */
const COUNTED = [
  'lines?',
  'couplets?',
  'titles?',
  'hooks?',
  'ideas?',
  'images?',
  'rhymes?',
  'words?',
  'options?',
  'versions?',
  'openings?',
  'openers?',
  'endings?',
  'metaphors?',
  'phrases?',
];
const REWRITE_ASK =
  /\b(?:rewrite|re-?write|revise|redo|edit|polish|fix|improve|tighten|rework)\b.*\b(?:song|lyrics?|it|verse|chorus|bridge|whole)\b/i;
const REFUSAL = /^(?:i['’]?m sorry|sorry,|i (?:cannot|can['’]t|am unable)|as an ai\b)/i;
const ABOUT = /\babout\s+(.+?)(?:[?.!]|$)/i;
const STOP = new Set(['this', 'that', 'with', 'your', 'mine', 'their', 'song', 'line', 'lines']);

const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((word) => word.length >= 4 && !STOP.has(word))
    .map((word) => word.slice(0, 5));

/** The separate items of an answer: its lines (bullets, numbers), else the parts of a list line. */
function itemsIn(answer: string): number {
  const lines = answer
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.endsWith(':'));
  if (lines.length > 1) return lines.length;
  return (lines[0] ?? '').split(/[,;/]|\bor\b/).filter((part) => part.trim() !== '').length;
}

export interface SongChatExchange {
  message: string;
  lyrics?: string | null;
  /** The songwriter's earlier messages, oldest first. */
  earlier: readonly string[];
}

/**
 * Why a model's creative-chat answer does not answer the songwriter's message, each reason in
 * words the model (in the repair turn) and an engineer reading the logs can act on; empty when it
 * answers. Only what can be told from the words: the count asked for, the song echoed back
 * instead of an answer, a refusal, an answer about an earlier message's subject.
 */
export function songAnswerProblems(exchange: SongChatExchange, answer: string): string[] {
  const text = answer.trim();
  if (text === '') return ['it was empty; answer the message'];
  if (REFUSAL.test(text))
    return ['it refused; this is a songwriting question, answer it with concrete ideas'];
  const problems: string[] = [];
  const wanted = countAsked(exchange.message, COUNTED);
  if (wanted?.count !== undefined) {
    const given = itemsIn(text);
    if (wanted.count > 1 && given < wanted.count)
      problems.push(
        `it gave ${given} where ${wanted.count} ${wanted.thing.toLowerCase()} were asked for; give ${wanted.count}, one per line`,
      );
  }
  const lyricLines = (exchange.lyrics ?? '')
    .split('\n')
    .map(normalizeLine)
    .filter((line) => line.split(' ').length >= 3);
  if (lyricLines.length >= 3 && !REWRITE_ASK.test(exchange.message)) {
    const answered = new Set(text.split('\n').map(normalizeLine));
    const echoed = lyricLines.filter((line) => answered.has(line)).length;
    if (echoed / lyricLines.length >= 0.6)
      problems.push(
        isSongQuestion(exchange.message)
          ? 'it repeated the lyrics instead of answering the question; answer the question itself'
          : 'it repeated the lyrics instead of answering; answer the message itself',
      );
  }
  const subject = ABOUT.exec(exchange.message)?.[1];
  const earlierSubject = exchange.earlier
    .map((message) => ABOUT.exec(message)?.[1])
    .filter((found): found is string => found !== undefined)
    .at(-1);
  if (subject && earlierSubject) {
    const said = new Set(contentWords(text));
    const now = contentWords(subject);
    const before = contentWords(earlierSubject).filter((word) => !now.includes(word));
    if (before.some((word) => said.has(word)) && !now.some((word) => said.has(word)))
      problems.push(
        `it is about an earlier message's subject ("${earlierSubject}"); answer about "${subject}"`,
      );
  }
  return problems;
}

/**
 * The model's answer to the creative chat, checked by `songAnswerProblems` and repaired once;
 * throws `RejectedAnswerError` when the repaired answer still misses (the built-in assistant then
 * answers).
 */
export async function modelSongAnswer(
  transport: ChatTransport,
  messages: readonly ChatMessage[],
  exchange: SongChatExchange,
): Promise<string> {
  const answer = await askStructured<string>(transport, messages, {
    maxTokens: 1200,
    temperature: 0.7,
    parse: (raw) => ({ value: stripTags(raw).trim(), problems: [] }),
    check: (value) => songAnswerProblems(exchange, value),
    repair: (first, answered, failures) =>
      repairMessages(first, answered, failures, {
        answer: 'Your answer',
        again: 'Answer the message inside <user_message> again',
        only: 'Answer in plain text.',
      }),
  });
  return answer.value;
}
