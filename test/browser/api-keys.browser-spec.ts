import request from 'supertest';
import { bearer, onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';

describe('the API keys tab of the account dashboard', () => {
  const app = useBrowserApp();

  const customer = async (tier: 'free' | 'pro') => {
    const account = await onboardedUser(app.testApp, app.inbox);
    await app.db.query('UPDATE users SET subscription_tier = $2 WHERE email = $1', [
      account.email,
      tier,
    ]);
    const session = await signInThroughDialog(app.browser, app.url, account.email, {
      errors: app.errors,
    });
    await session.page.getByRole('button', { name: 'Account', exact: true }).click();
    await session.page.getByRole('tab', { name: 'API keys' }).click();
    return { ...account, ...session };
  };

  it('should create a key, show its secret once, and revoke it', async () => {
    const { page, context } = await customer('pro');
    await page.getByRole('textbox', { name: 'Name' }).fill('Catalogue script');
    await page.getByRole('checkbox', { name: /analyze/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();

    const secret = (await page.getByTestId('new-api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^rsn_live_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    // The key it shows works, with the scopes chosen.
    await request(app.testApp.server).get('/api/usage').set(bearer(secret)).expect(200);
    const list = page.getByRole('list', { name: 'Your API keys' });
    await list.getByText('Catalogue script').waitFor();
    await expect(list.getByText(/rewrite, analyze/).count()).resolves.toBe(1);
    await screenshot(page, 'api-keys-01-created');

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('new-api-key-secret').count()).resolves.toBe(0);
    await expect(page.getByText(secret.slice(18)).count()).resolves.toBe(0);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke Catalogue script' }).click();
    await list.getByText('revoked', { exact: true }).waitFor();
    await request(app.testApp.server).get('/api/usage').set(bearer(secret)).expect(401);
    await context.close();
  });

  it('should show a free account what keys would give, with a way to the plans', async () => {
    const { page, context } = await customer('free');
    await page.getByText(/API keys come with Pro and Premium/).waitFor();
    await expect(page.getByRole('button', { name: 'Create key' }).count()).resolves.toBe(0);
    await screenshot(page, 'api-keys-02-free');
    await page.getByRole('button', { name: 'See plans' }).click();
    await page.getByRole('tab', { name: /Subscription/, selected: true }).waitFor();
    await context.close();
  });
});
