import { rewritePlainText } from '../testing/rewrite-plain.js';

// The empathetic acknowledgement ("We know that makes things harder for you.") reads "that" as
// the sentence before it: it follows the first report of what went wrong for the reader, and
// nothing else. Read on the real texts, where it had landed after a refund, an instruction, a
// part that kept working, or inside an explanation the next sentence carried on.
const STOCK =
  /makes things harder for you|not the experience we want|how frustrating that must be|sorry about that|how disappointing this is|why that would be upsetting|sorry for the trouble this caused|That['’]s on us/;
const rewrite = (text: string) => rewritePlainText(text, 'empathetic', 8);

describe('the acknowledgement of a problem', () => {
  it('follows the report of what went wrong', () => {
    const out = rewrite(
      'Our API was down for two hours this morning and logins failed after an outage.\n\nWe have added a second region so it stays up.',
    );
    expect(out).toMatch(/after an outage\. We know that makes things harder for you\./);
  });

  it.each([
    // the next sentence goes on with the explanation
    'Our API was down for two hours this morning and logins failed. However, because the queue kept every request, no data was lost. We have added a second region after the outage.',
    'The payment service failed twice during the sale. So orders could be placed, but not paid, for about an hour after the outage.',
    // a remedy, an instruction, a rule: not what went wrong
    'If you feel that a ticket has been closed by mistake after an outage or an error please open it again and send us a reply. This will reopen the ticket.',
    'Once an order is cancelled after an error, we will provide a full refund. Refunds take 3-5 working days after the outage.',
    'When programming errors are found in a test version, we do our best to fix such errors quickly. Outages are rare.',
    // a hypothetical: what a bug would do
    'Found a rare bug that would return too small a total when a discount code was missing. Totals are checked twice a day since the outage.',
    // the fix, told with the word for what had failed
    'During maintenance the same night we updated the software that had failed after the outage. Errors have stopped since.',
    // what was spared
    'No data was lost during the outage, and the errors stopped after a restart.',
  ])('is not put where "that" would read as something else: %s', (text) => {
    expect(rewrite(text)).not.toMatch(STOCK);
  });
});
