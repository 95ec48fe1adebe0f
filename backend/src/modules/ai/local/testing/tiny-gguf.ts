import { writeFileSync } from 'node:fs';

/**
 * A GGUF v3 writer for the tests: a one-layer llama model with byte-level tokens and random
 * weights (~100 KB), so the real node-llama-cpp loading, grammar and generation code runs
 * without a real model. It writes nonsense by design. Format: ggml's docs/gguf.md.
 */

const GGUF_MAGIC = 0x46554747; // "GGUF" read as a little-endian uint32
const GGUF_VERSION = 3;
const ALIGNMENT = 32;

enum ValueType {
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
}
const GGML_TYPE_F32 = 0;

type Value =
  | { type: 'u32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'str'; value: string }
  | { type: 'str[]'; value: string[] }
  | { type: 'f32[]'; value: number[] }
  | { type: 'i32[]'; value: number[] };

class ByteWriter {
  private chunks: Buffer[] = [];
  length = 0;

  push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.push(b);
  }
  i32(value: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.push(b);
  }
  u64(value: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.push(b);
  }
  f32(value: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.push(b);
  }
  str(value: string) {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  pad() {
    const rest = this.length % ALIGNMENT;
    if (rest) this.push(Buffer.alloc(ALIGNMENT - rest));
  }
  bytes() {
    return Buffer.concat(this.chunks);
  }
}

function writeValue(out: ByteWriter, entry: Value) {
  switch (entry.type) {
    case 'u32':
      out.u32(ValueType.UINT32);
      return out.u32(entry.value);
    case 'f32':
      out.u32(ValueType.FLOAT32);
      return out.f32(entry.value);
    case 'bool':
      out.u32(ValueType.BOOL);
      return out.push(Buffer.from([entry.value ? 1 : 0]));
    case 'str':
      out.u32(ValueType.STRING);
      return out.str(entry.value);
    case 'str[]':
      out.u32(ValueType.ARRAY);
      out.u32(ValueType.STRING);
      out.u64(entry.value.length);
      return entry.value.forEach((item) => out.str(item));
    case 'f32[]':
      out.u32(ValueType.ARRAY);
      out.u32(ValueType.FLOAT32);
      out.u64(entry.value.length);
      return entry.value.forEach((item) => out.f32(item));
    case 'i32[]':
      out.u32(ValueType.ARRAY);
      out.u32(ValueType.INT32);
      out.u64(entry.value.length);
      return entry.value.forEach((item) => out.i32(item));
  }
}

/** A seeded generator, so every test run writes the same file. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x1_0000_0000 - 0.5;
  };
}

// Token types of llama.cpp's vocabulary.
const NORMAL = 1;
const UNKNOWN = 2;
const CONTROL = 3;
const BYTE = 6;

/** <unk>, <s>, </s>, the 256 byte tokens, then printable ASCII (a space written as "▁"). */
function vocabulary() {
  const tokens = ['<unk>', '<s>', '</s>'];
  const types = [UNKNOWN, CONTROL, CONTROL];
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(BYTE);
  }
  for (let code = 0x20; code < 0x7f; code++) {
    tokens.push(code === 0x20 ? '\u2581' : String.fromCharCode(code));
    types.push(NORMAL);
  }
  const scores = tokens.map((_, index) => (types[index] === NORMAL ? -1 : 0));
  return { tokens, types, scores };
}

export interface TinyModelOptions {
  /** Written as general.name (node-llama-cpp and our label read it). */
  name?: string;
  seed?: number;
  contextLength?: number;
}

/** The GGUF bytes of the tiny model. */
export function tinyGguf(options: TinyModelOptions = {}): Buffer {
  const embd = 32;
  const heads = 2;
  const ff = 64;
  const contextLength = options.contextLength ?? 2048;
  const { tokens, types, scores } = vocabulary();
  const vocab = tokens.length;

  const metadata: [string, Value][] = [
    ['general.architecture', { type: 'str', value: 'llama' }],
    ['general.name', { type: 'str', value: options.name ?? 'tiny-test-model' }],
    ['general.alignment', { type: 'u32', value: ALIGNMENT }],
    ['llama.context_length', { type: 'u32', value: contextLength }],
    ['llama.embedding_length', { type: 'u32', value: embd }],
    ['llama.block_count', { type: 'u32', value: 1 }],
    ['llama.feed_forward_length', { type: 'u32', value: ff }],
    ['llama.attention.head_count', { type: 'u32', value: heads }],
    ['llama.attention.head_count_kv', { type: 'u32', value: heads }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
    ['llama.rope.dimension_count', { type: 'u32', value: embd / heads }],
    ['llama.vocab_size', { type: 'u32', value: vocab }],
    ['tokenizer.ggml.model', { type: 'str', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'str[]', value: tokens }],
    ['tokenizer.ggml.scores', { type: 'f32[]', value: scores }],
    ['tokenizer.ggml.token_type', { type: 'i32[]', value: types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'u32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'u32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'u32', value: 2 }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: true }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
  ];

  // Shapes in ggml order (the fastest-varying dimension first).
  const tensors: [string, number[]][] = [
    ['token_embd.weight', [embd, vocab]],
    ['output_norm.weight', [embd]],
    ['output.weight', [embd, vocab]],
    ['blk.0.attn_norm.weight', [embd]],
    ['blk.0.attn_q.weight', [embd, embd]],
    ['blk.0.attn_k.weight', [embd, embd]],
    ['blk.0.attn_v.weight', [embd, embd]],
    ['blk.0.attn_output.weight', [embd, embd]],
    ['blk.0.ffn_norm.weight', [embd]],
    ['blk.0.ffn_gate.weight', [embd, ff]],
    ['blk.0.ffn_down.weight', [ff, embd]],
    ['blk.0.ffn_up.weight', [embd, ff]],
  ];

  const out = new ByteWriter();
  out.u32(GGUF_MAGIC);
  out.u32(GGUF_VERSION);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.str(key);
    writeValue(out, value);
  }
  const data = new ByteWriter();
  const next = random(options.seed ?? 7);
  for (const [name, shape] of tensors) {
    out.str(name);
    out.u32(shape.length);
    shape.forEach((dim) => out.u64(dim));
    out.u32(GGML_TYPE_F32);
    out.u64(data.length);
    const count = shape.reduce((a, b) => a * b, 1);
    const values = Buffer.alloc(count * 4);
    const isNorm = name.endsWith('norm.weight');
    for (let i = 0; i < count; i++) values.writeFloatLE(isNorm ? 1 : next() * 0.4, i * 4);
    data.push(values);
    data.pad();
  }
  out.pad();
  out.push(data.bytes());
  return out.bytes();
}

/** Writes the tiny model to `path` and returns the path. */
export function writeTinyGguf(path: string, options?: TinyModelOptions): string {
  writeFileSync(path, tinyGguf(options));
  return path;
}
