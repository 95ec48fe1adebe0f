/** FNV-1a: stable across runs and machines, so the same input always gets the same phrase. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Picks phrases from banks deterministically, never the same phrase twice in one text. */
export class PhrasePicker {
  private readonly used = new Set<string>();

  constructor(private readonly seed: string) {}

  /** One entry of `bank` chosen by the key, skipping phrases already used; undefined if none fits. */
  pick(
    bank: readonly string[],
    key: string,
    accept: (phrase: string) => boolean = () => true,
  ): string | undefined {
    if (bank.length === 0) return undefined;
    const start = hashString(`${this.seed}\u0000${key}`) % bank.length;
    for (let step = 0; step < bank.length; step++) {
      const phrase = bank[(start + step) % bank.length];
      if (this.used.has(phrase) || !accept(phrase)) continue;
      this.used.add(phrase);
      return phrase;
    }
    return undefined;
  }

  /** Deterministic index in [0, size). */
  index(size: number, key: string): number {
    return hashString(`${this.seed}\u0000${key}`) % size;
  }
}
