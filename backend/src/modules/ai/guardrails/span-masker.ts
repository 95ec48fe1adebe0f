import type { ProtectedSpan } from '../ai.types.js';
import { MASK_INDEX, maskToken, MASK_TOKEN_INDEXES } from './mask-token.js';
import type { SpanMatch } from './protected-spans.js';

/** Is the span a date or a time ("14 May", "10 am")? */
export const isDateOrTimeSpan = (span: ProtectedSpan) =>
  span.kind === 'date' || span.kind === 'time';

/** Replaces protected spans by opaque tokens and puts them back after the rewrite. */
export class SpanMasker {
  private readonly spans: ProtectedSpan[] = [];

  mask(line: string, matches: readonly SpanMatch[]): string {
    let out = '';
    let position = 0;
    for (const match of matches) {
      out += line.slice(position, match.start) + this.tokenFor(match);
      position = match.end;
    }
    return out + line.slice(position);
  }

  /** A token for an extra copy of a span (a URL repeated in a call to action). */
  tokenFor(span: ProtectedSpan): string {
    this.spans.push({ kind: span.kind, text: span.text });
    return maskToken(this.spans.length - 1);
  }

  unmask(text: string): string {
    return text.replace(
      MASK_TOKEN_INDEXES,
      (_token, index: string) => this.spans[Number(index)]?.text ?? '',
    );
  }

  spanAt(token: string): ProtectedSpan | undefined {
    const match = MASK_INDEX.exec(token);
    return match ? this.spans[Number(match[1])] : undefined;
  }

  /** Does the token stand for a date or a time ("14 May", "10 am")? */
  readonly isDateOrTime = (token: string): boolean => {
    const span = this.spanAt(token);
    return span !== undefined && isDateOrTimeSpan(span);
  };

  /** Does the text name a date or a time anywhere? */
  namesADateOrTime(): boolean {
    return this.spans.some(isDateOrTimeSpan);
  }

  /** The text a token stands for (the token itself when it is not one). */
  textOf(token: string): string {
    return this.spanAt(token)?.text ?? token;
  }
}
