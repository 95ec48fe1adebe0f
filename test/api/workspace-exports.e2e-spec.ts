import request from 'supertest';
import { DataSource } from 'typeorm';
import { inflateRawSync, inflateSync } from 'node:zlib';
import { bearer, onboardedUser } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DOCUMENT_PREMIUM =
  'DOCX and PDF export are Premium features. Upgrade to Premium to download Word and PDF files.';
const TEXT =
  'Quarterly update from Zephyrine Labs: revenue grew 14% and we opened an office in Lisbon. I think the new office is probably our best step this year.';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">click me</a>',
  '<svg onload=alert(4)></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '"><style>body{display:none}</style>',
].join(' ');

/** The entries of a zip archive (stored or deflated), read with nothing but zlib. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip archive');
  const entries = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  for (let index = 0; index < entries; index++) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('Bad central directory');
    const method = archive.readUInt16LE(offset + 10);
    const size = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const local = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart =
      local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

// Windows-1252 beyond Latin-1, as the standard PDF fonts encode text.
const CP1252: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

/** The text drawn on a pdfkit PDF: its content streams inflated, the strings of TJ/Tj read. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue; // a font or image stream
    }
    const shows = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let show = shows.exec(content); show; show = shows.exec(content)) {
      const hexes = show[1]
        ? [...show[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1])
        : [show[2]];
      lines.push(
        hexes
          .map((hex) =>
            Array.from(Buffer.from(hex, 'hex'))
              .map((byte) => CP1252[byte] ?? String.fromCharCode(byte))
              .join(''),
          )
          .join(''),
      );
    }
  }
  return lines.join(' ');
}

const binary = (
  response: request.Response,
  callback: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('exports', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;
  let free: { email: string; token: string };
  let premium: { email: string; token: string };
  let entry: { history_id: string; enhanced_text: string; quality_score: number };
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: { SMTP_URL: inbox.url, ENHANCE_USER_LIMIT_PER_MINUTE: '1000' },
    });
    db = testApp.app.get(DataSource);
    free = await onboardedUser(testApp, inbox);
    premium = await onboardedUser(testApp, inbox);
    await db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [
      premium.email,
    ]);
    const enhanced = await request(testApp.server)
      .post('/api/ai/enhance')
      .set(bearer(premium.token))
      .send({ text: TEXT, emotion_tone: 'confident', intensity: 6, locked_terms: ['Zephyrine'] })
      .expect(200);
    entry = enhanced.body;
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  const exportFile = (token: string, body: Record<string, unknown>) =>
    request(testApp.server).post('/api/exports').set(bearer(token)).send(body);

  it('should download a history entry as text with its settings, score and original', async () => {
    const response = await exportFile(premium.token, {
      format: 'txt',
      history_id: entry.history_id,
    }).expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resonate-confident-${today()}.txt"`,
    );
    expect(response.text).toContain(entry.enhanced_text.split('\n')[0]);
    expect(response.text).toContain('Tone: Confident');
    expect(response.text).toContain('Intensity: 6/10');
    expect(response.text).toContain(`Quality score: ${entry.quality_score.toFixed(1)}/10`);
    expect(response.text).toContain('Locked terms: Zephyrine');
    expect(response.text).toContain('Original text');
    expect(response.text).toContain(TEXT);
  });

  it('should download Markdown for a free account, from texts sent with the request', async () => {
    const response = await exportFile(free.token, {
      format: 'md',
      input: 'the original words',
      output: 'A **better** version with [a link](https://example.com).',
      settings: { emotion_tone: 'calm', output_format: 'markdown' },
      quality_score: 7.25,
    }).expect(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resonate-calm-${today()}.md"`,
    );
    expect(response.text).toMatch(/^# Resonate: enhanced text\n/);
    expect(response.text).toContain('better');
    expect(response.text).toContain('- **Tone:** Calm');
    expect(response.text).toContain('- **Quality score:** 7.3/10');
    expect(response.text).toContain('## Original text');
    expect(response.text).toContain('the original words');
  });

  it('should download a complete HTML page with no executable markup, even from hostile text', async () => {
    const response = await exportFile(free.token, {
      format: 'html',
      input: `Original ${HOSTILE}`,
      output: `Result ${HOSTILE}\n\nSecond paragraph & more.`,
      settings: { emotion_tone: 'urgent', locked_terms: ['<b onmouseover=alert(5)>'] },
    }).expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resonate-urgent-${today()}.html"`,
    );
    const html = response.text;
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    for (const tag of ['html', 'head', 'body', 'main', 'title']) {
      expect({ tag, opened: html.split(`<${tag}`).length - 1 }).toEqual({ tag, opened: 1 });
      expect({ tag, closed: html.split(`</${tag}>`).length - 1 }).toEqual({ tag, closed: 1 });
    }
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<(img|svg|iframe|b)\b/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
    // One <style>: the page's own, in the head; the hostile one is shown as text.
    expect(html.split('<style>').length - 1).toBe(1);
    // Markup in a text is read as markup (an HTML result stays a document), then rebuilt from
    // its words; text shown verbatim, like a locked term, is escaped.
    expect(html).toContain('click me');
    expect(html).toContain('<dd>&lt;b onmouseover=alert(5)&gt;</dd>');
    expect(html).toContain('Second paragraph &amp; more.');
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'');
  });

  it('should refuse Word and PDF for a free account with the Premium message, but allow the others', async () => {
    for (const format of ['docx', 'pdf']) {
      const response = await exportFile(free.token, { format, output: TEXT }).expect(403);
      expect(response.body.detail).toBe(DOCUMENT_PREMIUM);
    }
    await exportFile(free.token, { format: 'txt', output: TEXT }).expect(200);
  });

  it('should download a real Word document holding the result, the settings and the original', async () => {
    const response = await exportFile(premium.token, {
      format: 'docx',
      history_id: entry.history_id,
    })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe(DOCX_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resonate-confident-${today()}.docx"`,
    );
    const files = unzip(response.body as Buffer);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']),
    );
    const xml = files.get('word/document.xml')!.toString('utf8');
    const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
    expect(text).toContain('Zephyrine');
    expect(text).toContain('Lisbon');
    expect(text).toContain('Confident');
    expect(text).toContain(`${entry.quality_score.toFixed(1)}/10`);
    expect(text).toContain('Original text');
  });

  it('should download a real PDF whose text can be read back', async () => {
    const response = await exportFile(premium.token, {
      format: 'pdf',
      history_id: entry.history_id,
    })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resonate-confident-${today()}.pdf"`,
    );
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    const text = pdfText(pdf);
    expect(text).toContain('Resonate: enhanced text');
    expect(text).toContain('Zephyrine');
    expect(text).toContain('Tone:');
    expect(text).toContain('Confident');
    expect(text).toContain('Original text');
  });

  it('should let staff download Word and PDF', async () => {
    const staff = await onboardedUser(testApp, inbox);
    await db.query('UPDATE users SET is_admin = true WHERE email = $1', [staff.email]);
    await exportFile(staff.token, { format: 'pdf', output: TEXT }).expect(200);
  });

  it('should answer 404 for another account’s history entry and check the request', async () => {
    const notMine = await exportFile(free.token, {
      format: 'txt',
      history_id: entry.history_id,
    }).expect(404);
    expect(notMine.body.detail).toBe('History entry not found');
    const cases: [Record<string, unknown>, string][] = [
      [{ format: 'rtf', output: TEXT }, 'Please choose an export format: txt, md, html, docx, pdf'],
      [{ format: 'txt' }, 'Please include the enhanced text to export.'],
      [{ format: 'txt', output: '   ' }, 'Please include the enhanced text to export.'],
      [
        { format: 'txt', history_id: entry.history_id, output: TEXT },
        'Send either a history_id or the texts to export, not both.',
      ],
      [{ format: 'txt', history_id: 'abc' }, 'That is not a valid history entry id.'],
      [
        { format: 'txt', output: TEXT, settings: { intensity: 0 } },
        'Intensity must be a whole number from 1 to 10',
      ],
      [
        { format: 'txt', output: 'x'.repeat(40_001) },
        'The enhanced text must be at most 40,000 characters long.',
      ],
    ];
    for (const [body, detail] of cases) {
      const response = await exportFile(free.token, body);
      expect({ status: response.status, detail: response.body.detail }).toEqual({
        status: 400,
        detail,
      });
    }
  });
});
