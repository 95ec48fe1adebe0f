import type { Page } from 'playwright-core';
import request from 'supertest';
import { bearer, onboard, registerAndVerify } from '../support/accounts.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';
import { REWRITABLE_TEXT } from '../../backend/src/modules/ai/testing/rewritable-texts.js';

/** Each payload would open a dialog or set window.__xss if the page ever ran it. */
const PAYLOADS = [
  '<img src=x onerror="alert(1)">',
  '<script>window.__xss=1;alert(2)</script>',
  '"><svg onload=alert(3)>',
  'javascript:alert(4)//',
  '<a href="javascript:alert(5)">click</a>',
  '{{constructor.constructor("alert(6)")()}}',
  '<iframe srcdoc="<script>parent.alert(7)</script>">',
  '<details open ontoggle=alert(8)>',
];

describe('hostile text is shown, never run, in the SPA', () => {
  const fixture = useBrowserApp();

  it('should render payloads in names, history and tickets without running any', async () => {
    const account = await registerAndVerify(fixture.testApp, fixture.inbox);
    await onboard(fixture.testApp, account.token, {
      first_name: PAYLOADS[0],
      last_name: PAYLOADS[2],
    });
    const api = () => request(fixture.testApp.server);
    for (const payload of PAYLOADS.slice(0, 4)) {
      await api()
        .post('/api/ai/enhance')
        .set(bearer(account.token))
        .send({ text: `${REWRITABLE_TEXT} ${payload}` })
        .expect(200);
      await api()
        .post('/api/support/tickets')
        .set(bearer(account.token))
        .send({ subject: payload.slice(0, 200), message: PAYLOADS.join('\n') })
        .expect(201);
    }

    const { page, context } = await signInThroughDialog(
      fixture.browser,
      fixture.url,
      account.email,
      { errors: fixture.errors },
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const ran = (target: Page) =>
      target.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);

    await page.getByRole('tab', { name: /History/ }).click();
    await page.getByTestId('history-item').first().waitFor();
    await page.getByText(PAYLOADS[0], { exact: false }).first().waitFor();
    await screenshot(page, 'security-xss-history');
    await page.getByTestId('history-item').first().click();

    await page.locator('header').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('tab', { name: 'Account Info' }).waitFor();
    await screenshot(page, 'security-xss-account-info');
    await page.getByRole('tab', { name: 'Help Center' }).click();
    await page.getByText(PAYLOADS[1].slice(0, 20), { exact: false }).first().waitFor();
    await screenshot(page, 'security-xss-account');

    expect(dialogs).toEqual([]);
    expect(await ran(page)).toBe(0);
    await context.close();
  });
});
