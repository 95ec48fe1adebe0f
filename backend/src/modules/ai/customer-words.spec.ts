import type { RewriteResult } from './ai.types.js';
import { FALLBACK_NOTE, forCustomers, REJECTED_ANSWER_NOTE } from './customer-words.js';

const withNotes = (notes: string[]) =>
  ({ change_note: '', guardrail_info: { notes } }) as unknown as RewriteResult;

describe('forCustomers', () => {
  it('should say a model answer that failed the checks did not pass them, not that the model was unavailable', () => {
    const result = forCustomers(
      withNotes([
        'The model\'s answer was not used (it added "Order today", which the text does not have), even after one retry: the built-in engine answered.',
      ]),
    );
    expect(result.guardrail_info.notes).toEqual([REJECTED_ANSWER_NOTE]);
  });

  it('should say the model was unavailable when it could not answer', () => {
    const result = forCustomers(
      withNotes(['The model provider could not answer (timed out): the built-in engine answered.']),
    );
    expect(result.guardrail_info.notes).toEqual([FALLBACK_NOTE]);
  });

  it('should keep a note with no operator wording as written', () => {
    const note = 'A protected detail was restored: "U.S."';
    expect(forCustomers(withNotes([note])).guardrail_info.notes).toEqual([note]);
  });
});
