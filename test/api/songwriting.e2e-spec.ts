import request from 'supertest';
import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { useScriptedModel } from '../support/scripted-model.js';
import { expectSameTune, SONGS } from '../support/songs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ENHANCE = '/api/beta/songwriting-enhancement';
const ANALYZE = '/api/beta/lyrical-analysis';

describe('songwriting workshop API', () => {
  const fake = useScriptedModel({ model: 'lyric-model' });
  let modelApp: TestApp;
  let premium: string;
  // Hooks run in the order written: the second instance closes before the first drops the database.
  afterAll(() => modelApp?.close());
  const builtin = useTestApp({ ENHANCE_USER_LIMIT_PER_MINUTE: '100000' });

  beforeAll(async () => {
    // A second instance on the same database whose rewrites go to the scripted model.
    modelApp = await startTestApp({ shareWith: builtin.testApp, env: fake.env });
    const account = await onboardedUser(builtin.testApp, builtin.inbox);
    // Unlimited, so the many enhancements below are not cut short by the free quota.
    await builtin.db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [
      account.email,
    ]);
    premium = account.token;
  });

  const api = () => builtin.api();

  it('should answer the spec messages for missing lyrics, and for a feedback loop without an analysis', async () => {
    const analyze = await api()
      .post(ANALYZE)
      .set(bearer(premium))
      .send({ lyrics: '   ' })
      .expect(400);
    expect(analyze.body.detail).toBe('Please enter some lyrics to analyze');
    const enhance = await api().post(ENHANCE).set(bearer(premium)).send({}).expect(400);
    expect(enhance.body.detail).toBe('Please enter some lyrics to enhance');
    const feedback = await api()
      .post(ENHANCE)
      .set(bearer(premium))
      .send({ lyrics: SONGS[0].lyrics, feedback_loop: true })
      .expect(400);
    expect(feedback.body.detail).toBe('No emotional analysis available for feedback');
    const genre = await api()
      .post(ENHANCE)
      .set(bearer(premium))
      .send({ lyrics: 'la la', genre: 'polka' })
      .expect(400);
    expect(genre.body.detail).toMatch(/^Please choose a genre: pop, country/);
    await api().post(ANALYZE).send({ lyrics: 'hello' }).expect(401);
  });

  it('should analyse a lyric: sections, syllables, scheme and arc', async () => {
    const response = await api()
      .post(ANALYZE)
      .set(bearer(premium))
      .send({ lyrics: SONGS[0].lyrics, genre: 'pop', writing_style: 'max-martin' })
      .expect(200);
    expect(response.body.success).toBe(true);
    expect(response.body.error).toBeNull();
    const analysis = response.body.analysis;
    expect(analysis.sections.map((section: { label: string }) => section.label)).toEqual([
      'Verse 1',
      'Chorus',
      'Verse 2',
      'Chorus',
    ]);
    expect(analysis.sections[0].rhyme_scheme).toBe('ABAB');
    expect(analysis.lines[0].syllables).toBe(10);
    expect(analysis.emotional_analysis.arc.points).toHaveLength(4);
    expect(analysis.hook.hook_line).toBe('Hold on, hold on, the night is almost through');
  });

  it('should keep line count, rhyme scheme and meter on ten songs with the built-in engine', async () => {
    let changed = 0;
    for (const song of SONGS) {
      const response = await api()
        .post(ENHANCE)
        .set(bearer(premium))
        .send({ ...song, emotional_arc: 'hopeful-journey' })
        .expect(200);
      const body = response.body;
      expect(body.model_used).toBe('built-in songwriting engine');
      expectSameTune(song.lyrics, body.enhanced_lyrics);
      expect(body.structure_analysis).toMatchObject({
        structure_kept: true,
        rhyme_scheme_kept: true,
        meter_kept: true,
      });
      expect(['enhance', 'light_touch', 'keep_original']).toContain(body.agentic_review.decision);
      for (const change of body.changes) expect(body.enhanced_lyrics).toContain(change.after);
      changed += body.changes.length;
    }
    expect(changed).toBeGreaterThan(5);
  });

  it('should reject a model rewrite that breaks the rhyme scheme, retry once, then fall back to the built-in engine', async () => {
    const song = SONGS[0];
    const broken = song.lyrics
      .replace('road', 'street')
      .replace('told', 'said')
      .replace('grey', 'blue')
      .replace('away', 'gone');
    fake.server.respondWith(() => ({ kind: 'text', text: broken }));
    const response = await request(modelApp.server)
      .post(ENHANCE)
      .set(bearer(premium))
      .send({
        ...song,
        custom_guidance: 'Mention the harbour',
        chat_context: [1, 2, 3, 4].map((n) => ({ role: 'user', content: `message ${n}` })),
      })
      .expect(200);
    expect(fake.server.requests).toHaveLength(2);
    expect(fake.server.requests[1].body.messages[1].content).toContain('must still rhyme');
    const prompt = fake.server.requests[0].body.messages[1].content;
    expect(prompt).toContain('Mention the harbour');
    expect(prompt).toContain('message 4');
    expect(prompt).not.toContain('message 1');
    expect(response.body.model_used).toBe('built-in songwriting engine');
    expect(response.body.structure_analysis.rejected_candidates).toHaveLength(2);
    expect(response.body.enhanced_lyrics).not.toContain('street');
    expectSameTune(song.lyrics, response.body.enhanced_lyrics);
  });

  it('should use a model rewrite that keeps the song shape', async () => {
    const song = SONGS[3];
    const rewrite = song.lyrics
      .replace('kettle sings', 'kettle hums')
      .replace('tired bones', 'weary bones');
    fake.server.respondWith(() => ({
      kind: 'text',
      text: `Here is the revised lyric:\n\n${rewrite}`,
    }));
    const response = await request(modelApp.server)
      .post(ENHANCE)
      .set(bearer(premium))
      .send(song)
      .expect(200);
    expect(response.body.model_used).toBe('lyric-model');
    expect(response.body.enhanced_lyrics).toBe(rewrite);
    expect(response.body.changes).toHaveLength(2);
  });

  it('should ask for the lyric as JSON, and use the answer that repairs a line breaking the meter', async () => {
    const song = SONGS[3];
    const rewrite = song.lyrics.replace('kettle sings', 'kettle hums');
    const firstLine = song.lyrics.split('\n').find((line) => line.includes('kettle sings'))!;
    // One line far longer than the melody allows: named in the retry, then kept to the meter.
    const offMeter = rewrite.replace(
      firstLine.replace('kettle sings', 'kettle hums'),
      `${firstLine.replace('kettle sings', 'kettle hums')} and the whole of the house is awake again`,
    );
    fake.server.script(
      { kind: 'text', text: JSON.stringify({ lyrics: offMeter }) },
      { kind: 'text', text: JSON.stringify({ lyrics: rewrite }) },
    );
    const response = await request(modelApp.server)
      .post(ENHANCE)
      .set(bearer(premium))
      .send(song)
      .expect(200);
    expect(fake.server.requests[0].body.response_format?.json_schema?.name).toBe('lyrics');
    expect(fake.server.requests[1].body.messages[1].content).toMatch(
      /Line \d+ has \d+ syllables; it must stay within 2 of/,
    );
    expect(response.body.model_used).toBe('lyric-model');
    expect(response.body.enhanced_lyrics).toBe(rewrite);
    expect(response.body.structure_analysis.rejected_candidates).toHaveLength(1);
  });

  it('should run the feedback loop with the previous emotional analysis', async () => {
    const first = await api().post(ENHANCE).set(bearer(premium)).send(SONGS[1]).expect(200);
    const again = await api()
      .post(ENHANCE)
      .set(bearer(premium))
      .send({
        ...SONGS[1],
        lyrics: first.body.enhanced_lyrics,
        feedback_loop: true,
        emotional_feedback: first.body.emotional_analysis,
      })
      .expect(200);
    expectSameTune(SONGS[1].lyrics, again.body.enhanced_lyrics);
  });

  it('should charge one use per enhancement and answer 402 when the free quota is spent', async () => {
    const { email, token } = await onboardedUser(builtin.testApp, builtin.inbox);
    await builtin.db.query('UPDATE users SET free_uses_remaining = 1 WHERE email = $1', [email]);
    const ok = await api().post(ENHANCE).set(bearer(token)).send(SONGS[2]).expect(200);
    expect(ok.body.usage.free_uses_remaining).toBe(0);
    const spent = await api().post(ENHANCE).set(bearer(token)).send(SONGS[2]).expect(402);
    expect(spent.body.detail).toBe('Free usage limit reached. Please upgrade to Pro or Premium.');
    await api().post(ANALYZE).set(bearer(token)).send({ lyrics: SONGS[2].lyrics }).expect(200);
  });

  it('should save, list, open and delete songs per user', async () => {
    const created = await api()
      .post('/api/beta/songs')
      .set(bearer(premium))
      .send({
        title: 'Hold On',
        lyrics: SONGS[0].lyrics,
        settings: { genre: 'pop', target_emotion: 'inspiring' },
      })
      .expect(201);
    const other = (await onboardedUser(builtin.testApp, builtin.inbox)).token;
    await api().get(`/api/beta/songs/${created.body.id}`).set(bearer(other)).expect(404);
    const list = await api().get('/api/beta/songs').set(bearer(premium)).expect(200);
    expect(list.body.items[0]).toMatchObject({
      title: 'Hold On',
      first_line: 'I walked alone along the empty road',
    });
    await api()
      .put(`/api/beta/songs/${created.body.id}`)
      .set(bearer(premium))
      .send({ title: 'Hold On (v2)', lyrics: 'New words' })
      .expect(200);
    const opened = await api()
      .get(`/api/beta/songs/${created.body.id}`)
      .set(bearer(premium))
      .expect(200);
    expect(opened.body).toMatchObject({ title: 'Hold On (v2)', lyrics: 'New words' });
    const exported = await api().get('/api/user/export-data').set(bearer(premium)).expect(200);
    expect(JSON.parse(exported.text).songs).toEqual([
      expect.objectContaining({ id: created.body.id, title: 'Hold On (v2)', lyrics: 'New words' }),
    ]);
    await api().delete(`/api/beta/songs/${created.body.id}`).set(bearer(premium)).expect(200);
    await api().get(`/api/beta/songs/${created.body.id}`).set(bearer(premium)).expect(404);
  });

  it('should answer a question about this song, read a song about someone who left as melancholic, and suggest rhymes line by line (issue 32)', async () => {
    const song =
      '[Verse 1]\nYou packed your things in late July\nThe kitchen light is on all night\nYour coffee cup beside the sink\nThe house is quiet now you are gone\n\n[Chorus]\nI keep the porch light burning for a car that never turns\nEvery road I know still leads me back to you\nI keep the porch light burning\nAnd the morning comes too soon';
    const chat = await api()
      .post('/api/beta/songwriting/chat')
      .set(bearer(premium))
      .send({ message: 'How can I make the chorus more memorable?', lyrics: song })
      .expect(200);
    expect(chat.body.response).toMatch(
      /^About your Chorus:\n• Title placement: "I keep the porch light burning"/,
    );
    expect(chat.body.rhymes).toBeNull();

    const enhanced = await api()
      .post(ENHANCE)
      .set(bearer(premium))
      .send({ lyrics: song, target_emotion: 'melancholic', rhyme_scheme: 'AABB' })
      .expect(200);
    expect(enhanced.body.emotional_analysis.dominant_emotion).toBe('melancholic');
    expect(
      enhanced.body.emotional_analysis.emotions.find((e: { name: string }) => e.name === 'peaceful')
        ?.strength ?? 0,
    ).toBe(0);
    const suggestions = enhanced.body.rhyme_suggestions as {
      line: number;
      before: string;
      after: string;
    }[];
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      // Only the last word changes; the line is proposed, not applied.
      expect(suggestion.after.split(' ').slice(0, -1)).toEqual(
        suggestion.before.split(' ').slice(0, -1),
      );
      expect(enhanced.body.enhanced_lyrics).not.toContain(suggestion.after);
    }
  });

  it('should answer rhymes and syllables from the dictionary in the creative chat, and serve the options', async () => {
    const rhymes = await api()
      .post('/api/beta/songwriting/chat')
      .set(bearer(premium))
      .send({ message: 'rhymes for heart' })
      .expect(200);
    expect(rhymes.body.rhymes.perfect).toEqual(expect.arrayContaining(['start', 'part', 'smart']));
    const syllables = await api()
      .post('/api/beta/songwriting/chat')
      .set(bearer(premium))
      .send({ message: 'how many syllables in beautiful morning' })
      .expect(200);
    expect(syllables.body.response).toMatch(/^5 syllables/);
    const lastLine = await api()
      .post('/api/beta/songwriting/chat')
      .set(bearer(premium))
      .send({ message: 'Syllables in my last line', lyrics: SONGS[0].lyrics })
      .expect(200);
    expect(lastLine.body.response).toBe(
      '"Hold on, hold on, the morning waits for you": 10 syllables (hold 1, on 1, hold 1, on 1, the 1, morning 2, waits 1, for 1, you 1).',
    );
    const nextLine = await api()
      .post('/api/beta/songwriting/chat')
      .set(bearer(premium))
      .send({
        message: 'Help me with the next line',
        lyrics:
          'I walked alone along the empty road\nThe city lights were fading into grey\nI carried every word you never told',
      })
      .expect(200);
    expect(nextLine.body.response).toMatch(
      /^Next line: aim for about 10 syllables .* rhyme for "grey"/,
    );
    expect(nextLine.body.rhymes.perfect).toEqual(expect.arrayContaining(['day', 'way', 'say']));
    const options = await api()
      .get('/api/beta/songwriting/options')
      .set(bearer(premium))
      .expect(200);
    expect(options.body.defaults).toMatchObject({
      rhyme_scheme: 'ABAB',
      tempo: 'medium',
      key: 'C-major',
      song_structure: 'verse-chorus-verse-chorus-bridge-chorus',
    });
    expect(options.body.genres).toEqual([
      'pop',
      'country',
      'hip-hop',
      'rock',
      'r-b',
      'folk',
      'indie',
      'electronic',
    ]);
  });
});
