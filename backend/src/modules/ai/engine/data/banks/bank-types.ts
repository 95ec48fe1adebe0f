/**
 * A phrase bank by situation. `{topic}` is filled with the text's main noun phrase ("the
 * dashboard"); an entry with a slot is only used when the text has a clear topic.
 */
export interface SituationBank {
  /** The text reports a problem: an outage, a delay, a mistake. */
  problem: readonly string[];
  /** The text asks the reader to do something. */
  request: readonly string[];
  general: readonly string[];
}

export interface ToneBanks {
  opener: SituationBank;
  closer: SituationBank;
}

/**
 * A line that fits only some texts of its kind: `needs` is what the text must say for the line
 * to be true ("Your refund is on its way." only after the writer issued one), `unless` what
 * would make it false ("There is nothing else you need to do." under "Please send…").
 */
export interface FittedLine {
  readonly text: string;
  readonly needs?: RegExp;
  readonly unless?: RegExp;
  /**
   * The line speaks as the host ("See you there!", "it would mean a lot to us"): only under a
   * text written as one ("we", "our", "I"), never under a third-person news brief.
   */
  readonly host?: boolean;
  /** The line's "it" is the event: only right after a sentence about it (`endsOnEventSentence`). */
  readonly aboutEvent?: boolean;
}
