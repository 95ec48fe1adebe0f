/** Where an enhancement was asked for: the web app (and the API) or the browser extension. */
export const HISTORY_SOURCES = ['web', 'extension'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** The request header a client names itself with; only the extension sends it today. */
export const CLIENT_HEADER = 'x-resonate-client';

/** Any other or missing value counts as the web app, so a typo never fails an enhancement. */
export const historySourceOf = (client: unknown): HistorySource =>
  client === 'extension' ? 'extension' : 'web';
