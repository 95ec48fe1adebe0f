import { ApiError } from '../../../lib/api-client';
import { changedLineIndexes } from './lyric-lines';
import { failureMessage, MESSAGES } from './messages';

const answer = (status: number, detail: string) =>
  new ApiError(status, { detail, status, correlation_id: 'x' }, detail);

describe('songwriting messages', () => {
  it('should keep the server words for a refusal the person can act on', () => {
    const spent = 'Free usage limit reached. Please upgrade to Pro or Premium.';
    expect(failureMessage(answer(402, spent), MESSAGES.failedToEnhance)).toBe(spent);
  });

  it('should fall back to the spec message for server and network failures', () => {
    expect(failureMessage(answer(500, 'boom'), MESSAGES.failedToEnhance)).toBe(
      'Failed to enhance lyrics',
    );
    expect(failureMessage(answer(0, 'offline'), MESSAGES.failedToAnalyze)).toBe(
      'Failed to analyze lyrics',
    );
    expect(failureMessage(new Error('x'), MESSAGES.failedToAnalyze)).toBe(
      'Failed to analyze lyrics',
    );
  });
});

describe('changedLineIndexes', () => {
  it('should mark the lines that differ, by position', () => {
    expect([...changedLineIndexes('a\nb\nc', 'a\nB\nc')]).toEqual([1]);
  });
});
