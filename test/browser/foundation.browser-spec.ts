/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, UI_WAIT_MS } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the product in a browser', () => {
  let testApp: TestApp;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ listen: true });
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterEach(async () => {
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  it('should show the landing page with plans read from the API', async () => {
    await page.goto(`${testApp.url}/`);
    await page.locator('#pricing').getByText('Premium', { exact: true }).first().waitFor();
    await page.locator('#pricing').getByText('$25').first().waitFor();
    await page.locator('#pricing').getByText('$9.99').first().waitFor();
    await screenshot(page, 'foundation-landing');
    expect(errors).toEqual([]);
  });

  it('should serve client routes on reload and show the 404 page for unknown ones', async () => {
    const response = await page.goto(`${testApp.url}/some/unknown/page`);
    expect(response?.status()).toBe(200);
    await page
      .getByText(/not found|doesn.t exist|could not find/i)
      .first()
      .waitFor();
    await screenshot(page, 'foundation-404');
  });

  it('should show the staff console login at /admin', async () => {
    await page.goto(`${testApp.url}/admin`);
    await page
      .getByRole('button', { name: /sign in|log in|login/i })
      .first()
      .waitFor();
    await screenshot(page, 'foundation-admin-login');
  });

  it('should draw no ripples for a visitor who asked for less motion, in the app and the console', async () => {
    for (const path of ['/reset-password?token=unknown', '/admin']) {
      const ripples: Record<string, number> = {};
      for (const reducedMotion of ['no-preference', 'reduce'] as const) {
        const visitor = await browser.newPage({ reducedMotion });
        visitor.setDefaultTimeout(UI_WAIT_MS);
        await visitor.goto(`${testApp.url}${path}`);
        // MUI mounts a button's ripple on its first press: press one and hold.
        await visitor.getByRole('button').first().hover();
        await visitor.mouse.down();
        ripples[reducedMotion] = await visitor.locator('.MuiTouchRipple-root').count();
        await visitor.close();
      }
      expect({ path, ...ripples }).toEqual({
        path,
        'no-preference': expect.any(Number),
        reduce: 0,
      });
      expect(ripples['no-preference']).toBeGreaterThan(0);
    }
  });

  it('should show the API documentation', async () => {
    await page.goto(`${testApp.url}/api/docs`);
    await page.getByText('Resonate API').first().waitFor();
    await screenshot(page, 'foundation-api-docs');
  });

  it('should fit a phone-width screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${testApp.url}/`);
    await page.locator('#pricing').getByText('Premium', { exact: true }).first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'foundation-landing-phone');
  });
});
