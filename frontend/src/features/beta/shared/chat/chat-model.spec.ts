import { ApiError } from '../../../../lib/api-client';
import { RATE_LIMIT_MESSAGE } from '../../model/beta-failure';
import {
  CHAT_APOLOGY,
  CHAT_ERROR,
  CHAT_UNAVAILABLE,
  CHAT_USAGE_LIMIT,
  chatFailure,
  contextOf,
  type ChatTurn,
} from './chat-model';

const failed = (status: number, detail = 'Server says') =>
  new ApiError(status, { detail, status, correlation_id: 'x' }, detail);

describe('chatFailure', () => {
  it('should answer with the spec’s chat messages', () => {
    expect(chatFailure(failed(500))).toEqual({ reply: CHAT_APOLOGY, toast: CHAT_ERROR });
    expect(chatFailure(new ApiError(0, null, 'offline'))).toEqual({
      reply: CHAT_APOLOGY,
      toast: CHAT_ERROR,
    });
    expect(chatFailure(failed(403)).reply).toBe(CHAT_UNAVAILABLE);
    expect(chatFailure(failed(402)).reply).toBe(CHAT_USAGE_LIMIT);
    expect(chatFailure(failed(429)).reply).toBe(RATE_LIMIT_MESSAGE);
    expect(chatFailure(failed(400, 'Please type a message')).reply).toBe('Please type a message');
  });
});

describe('contextOf', () => {
  it('should send the last 5 finished messages, never a failed or streaming one', () => {
    const turns: ChatTurn[] = Array.from({ length: 8 }, (_, index) => ({
      id: index,
      role: index % 2 ? 'assistant' : 'user',
      content: `m${index}`,
      time: new Date(0),
      mode: 'enhance',
      failed: index === 7,
    }));
    expect(contextOf(turns).map((turn) => turn.content)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
  });
});
