import { ReservationSweepJob } from '../../backend/src/modules/enhance/quota/reservation-sweep.job.js';
import { RESERVE_ONE_ENHANCEMENT } from '../../backend/src/modules/enhance/quota/reservation.sql.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { useScriptedModel } from '../support/scripted-model.js';

const TEXT = 'Our new dashboard helps your team save about four hours every single week.';
const MODEL_TEXT = 'Our new dashboard saves your team about four hours every single week.';
const TIMEOUT_SECONDS = 1;

describe('streamed enhancements: reserved uses a stopped process left behind', () => {
  const { server: provider, env } = useScriptedModel({
    env: { ENHANCE_RESERVATION_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) },
  });
  const app = useTestApp(env);
  const api = () => app.api();
  const sweep = () => app.testApp.app.get(ReservationSweepJob);

  async function account(email: string) {
    const [row] = await app.db.query(
      `SELECT u.id, u.free_uses_remaining, u.total_requests,
        (SELECT count(*)::int FROM enhancement_history h WHERE h.user_id = u.id) AS history,
        (SELECT count(*)::int FROM enhancement_reservations r WHERE r.user_id = u.id) AS reserved
       FROM users u WHERE u.email = $1`,
      [email],
    );
    return row as {
      id: string;
      free_uses_remaining: number;
      total_requests: number;
      history: number;
      reserved: number;
    };
  }

  it('should give back a use reserved by a process that never finished, once it is older than the timeout', async () => {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    const { id } = await account(email);
    // What a process killed mid-stream leaves: the use charged, its reservation, no history.
    await app.db.query(RESERVE_ONE_ENHANCEMENT, [id, 500]);
    await app.db.query(RESERVE_ONE_ENHANCEMENT, [id, 500]);
    // One from an hour ago; the other as recent as a running rewrite's, however slow this machine.
    await app.db.query(
      `UPDATE enhancement_reservations SET created_at = now() - interval '1 hour'
        WHERE id = (SELECT id FROM enhancement_reservations WHERE user_id = $1 LIMIT 1)`,
      [id],
    );
    await app.db.query(
      `UPDATE enhancement_reservations SET created_at = now() + interval '1 hour'
        WHERE user_id = $1 AND created_at > now() - interval '1 minute'`,
      [id],
    );
    expect(await account(email)).toMatchObject({ free_uses_remaining: 8, reserved: 2 });

    await sweep().run();
    // The stale one is given back; the recent one may still belong to a running rewrite.
    expect(await account(email)).toMatchObject({
      free_uses_remaining: 9,
      total_requests: 1,
      history: 0,
      reserved: 1,
    });
    await sweep().run();
    expect(await account(email)).toMatchObject({ free_uses_remaining: 9, reserved: 1 });
  });

  it('should charge once, with its history entry, a stream that outlasted the timeout and was given back meanwhile', async () => {
    const { email, token } = await onboardedUser(app.testApp, app.inbox);
    provider.respondWith(() => ({ kind: 'slow', delayMs: 2500, text: MODEL_TEXT }));
    const streamed = api()
      .post('/api/ai/enhance')
      .set(bearer(token))
      .send({ text: TEXT, stream: true })
      .then((response) => response);
    // Past the timeout while the model is still answering: the sweep gives the use back.
    await new Promise((resolve) => setTimeout(resolve, (TIMEOUT_SECONDS + 0.5) * 1000));
    await sweep().run();
    expect(await account(email)).toMatchObject({ free_uses_remaining: 10, reserved: 0 });

    const response = await streamed;
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/^event: result$/m);
    expect(await account(email)).toMatchObject({
      free_uses_remaining: 9,
      total_requests: 1,
      history: 1,
      reserved: 0,
    });
  });
});

describe('streamed enhancements: leases renewed while the request runs', () => {
  const LEASE_SECONDS = 4;
  const { server: provider, env } = useScriptedModel({
    env: {
      AI_TIMEOUT_MS: '30000',
      ENHANCE_RESERVATION_TIMEOUT_SECONDS: '600',
      ENHANCE_RESERVATION_LEASE_SECONDS: String(LEASE_SECONDS),
    },
  });
  const app = useTestApp(env);
  const api = () => app.api();
  const sweep = () => app.testApp.app.get(ReservationSweepJob);

  const account = async (email: string) => {
    const [row] = await app.db.query(
      `SELECT u.id, u.free_uses_remaining, u.total_requests,
        (SELECT count(*)::int FROM enhancement_history h WHERE h.user_id = u.id) AS history,
        (SELECT count(*)::int FROM enhancement_reservations r WHERE r.user_id = u.id) AS reserved
       FROM users u WHERE u.email = $1`,
      [email],
    );
    return row as { id: string; free_uses_remaining: number; history: number; reserved: number };
  };

  it('should give back, well before the timeout, a reservation whose lease nobody renews', async () => {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    const { id } = await account(email);
    // Left by a process killed mid-stream a minute ago, and one reserved just now.
    await app.db.query(RESERVE_ONE_ENHANCEMENT, [id, 500]);
    await app.db.query(
      `UPDATE enhancement_reservations SET created_at = now() - interval '1 minute',
         heartbeat_at = now() - interval '1 minute' WHERE user_id = $1`,
      [id],
    );
    await app.db.query(RESERVE_ONE_ENHANCEMENT, [id, 500]);
    await app.db.query(
      `UPDATE enhancement_reservations SET heartbeat_at = now() + interval '1 hour'
        WHERE user_id = $1 AND created_at > now() - interval '30 seconds'`,
      [id],
    );
    expect(await account(email)).toMatchObject({ free_uses_remaining: 8, reserved: 2 });
    await sweep().run();
    expect(await account(email)).toMatchObject({ free_uses_remaining: 9, reserved: 1 });
  });

  it('should renew the lease of a running request, so its use is kept and charged once', async () => {
    const { email, token } = await onboardedUser(app.testApp, app.inbox);
    provider.respondWith(() => ({ kind: 'slow', delayMs: 9000, text: MODEL_TEXT }));
    const streamed = api()
      .post('/api/ai/enhance')
      .set(bearer(token))
      .send({ text: TEXT, stream: true })
      .then((response) => response);
    const deadline = Date.now() + 20000;
    while ((await account(email)).reserved === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Past one lease: without renewal the sweep would give the running request's use back.
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1.5) * 1000));
    await sweep().run();
    expect(await account(email)).toMatchObject({ free_uses_remaining: 9, reserved: 1 });

    const response = await streamed;
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/^event: result$/m);
    expect(await account(email)).toMatchObject({
      free_uses_remaining: 9,
      total_requests: 1,
      history: 1,
      reserved: 0,
    });
  });
});
