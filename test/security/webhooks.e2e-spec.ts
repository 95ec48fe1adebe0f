import request from 'supertest';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { PUBLIC_URL } from '../support/billing.js';
import { StripeServer } from '../support/stripe-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_security_suite';
const BAD_SIGNATURE = 'The webhook signature is not valid.';

describe('payment webhooks: signatures, stale signatures and replays', () => {
  let stripe: StripeServer;
  let testApp: TestApp;

  beforeAll(async () => {
    stripe = await new StripeServer(
      { price_pro: 999, price_premium: 2500 },
      WEBHOOK_SECRET,
    ).start();
    testApp = await startTestApp({ env: { PUBLIC_URL, ...stripe.appEnv() } });
  });

  afterAll(async () => {
    await testApp?.close();
    await stripe?.stop();
  });

  const deliver = (payload: string, signature?: string) => {
    const call = request(testApp.server)
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json');
    return (signature ? call.set('Stripe-Signature', signature) : call).send(payload);
  };

  it('should take a freshly signed event, once, however often it is delivered', async () => {
    const event = stripe.event('customer.created', { id: 'cus_security', object: 'customer' });
    for (let delivery = 0; delivery < 3; delivery++) {
      await deliver(event.payload, event.signature).expect(200);
    }
    const recorded = await testApp.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM billing_events WHERE id = $1', [event.id]);
    expect(recorded[0].n).toBeLessThanOrEqual(1);
  });

  it('should refuse a missing, foreign, stale or tampered signature', async () => {
    const event = stripe.event('customer.created', { id: 'cus_refused', object: 'customer' });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const foreign = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_someone_else',
    });
    for (const [payload, signature] of [
      [event.payload, undefined],
      [event.payload, foreign],
      [event.payload, stale],
      [event.payload.replace('cus_refused', 'cus_other'), event.signature],
    ] as const) {
      const refused = await deliver(payload, signature).expect(400);
      expect(refused.body.detail).toBe(BAD_SIGNATURE);
    }
  });
});
