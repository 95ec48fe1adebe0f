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
