const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * The text of one string field of a JSON object as it is generated: fed the raw chunks of
 * `{"rewrite": "Dear…`, it hands out `Dear…` piece by piece, escapes decoded, so a stream shows
 * the rewrite and never the JSON around it. Fields before the wanted one are skipped.
 */
export class JsonFieldStream {
  private raw = '';
  private position = 0;
  private inValue = false;
  private done = false;

  constructor(private readonly field: string) {}

  /** The decoded text of the field that `chunk` completes ('' when none yet). */
  push(chunk: string): string {
    if (this.done) return '';
    this.raw += chunk;
    if (!this.inValue) {
      const opening = new RegExp(`"${this.field}"\\s*:\\s*"`).exec(this.raw);
      if (!opening) return '';
      this.inValue = true;
      this.position = opening.index + opening[0].length;
    }
    let out = '';
    while (this.position < this.raw.length) {
      const char = this.raw[this.position];
      if (char === '"') {
        this.done = true;
        break;
      }
      if (char !== '\\') {
        out += char;
        this.position++;
        continue;
      }
      const kind = this.raw[this.position + 1];
      if (kind === undefined) break; // the escape's second half is in the next chunk
      if (kind === 'u') {
        const hex = this.raw.slice(this.position + 2, this.position + 6);
        if (hex.length < 4) break;
        out += String.fromCharCode(parseInt(hex, 16));
        this.position += 6;
        continue;
      }
      out += ESCAPES[kind] ?? kind;
      this.position += 2;
    }
    return out;
  }
}
