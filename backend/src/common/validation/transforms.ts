import { Transform } from 'class-transformer';

/** Trims strings (other types pass through so validation can name them). */
export const Trim = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * Trims, NFKC-normalises and lower-cases an e-mail address, so full-width or compatibility
 * look-alikes ("ａｄａ@example.com") are the same address as the one they imitate.
 */
export const NormalizeEmail = () =>
  Transform(({ value }) =>
    typeof value === 'string' ? value.normalize('NFKC').trim().toLowerCase() : value,
  );

/** Trims and NFKC-normalises a name or a subject, shown to staff and in mails. */
export const NormalizeText = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.normalize('NFKC').trim() : value));
