import type { BrowserContext, Page } from 'playwright-core';
import { OPERATOR_WORDING } from '../../backend/src/modules/ai/customer-words.js';
import { onboardedUser, registerAndVerify } from '../support/accounts.js';
import { auditAccessibility } from '../support/axe.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, settle, sidewaysOverflow, UI_WAIT_MS } from '../support/browser.js';
import { SCREENS, type Visitor } from '../support/screens.js';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** What a reader sees, and what a screen reader or a tooltip says. */
const customerText = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[title],[aria-label],[placeholder]')).map((node) =>
        ['title', 'aria-label', 'placeholder']
          .map((name) => node.getAttribute(name) ?? '')
          .join(' '),
      ),
    ].join('\n'),
  );

describe('every screen of the SPA: no sideways scroll on a desktop or a phone, no serious axe violation, no operator wording', () => {
  const app = useBrowserApp();
  const accounts: Partial<Record<Visitor, { email: string; token: string }>> = {};
  const accountFor = async (who: Visitor) => {
    if (who === 'visitor') return null;
    if (accounts[who]) return accounts[who];
    const account =
      who === 'not-onboarded'
        ? await registerAndVerify(app.testApp, app.inbox)
        : await onboardedUser(app.testApp, app.inbox);
    if (who === 'premium') {
      await app.db.query(`UPDATE users SET subscription_tier = 'premium' WHERE email = $1`, [
        account.email,
      ]);
    }
    accounts[who] = account;
    return account;
  };
  // SCREENS_ONLY=analytics,history walks just those while you work on them.
  const only = process.env.SCREENS_ONLY?.split(',');

  // Each screen is opened once at the desktop width, audited by axe-core, then the same page is
  // narrowed to the phone's: the responsive layout reflows as it would on a phone, at half the
  // cost of a second walk, and the audit costs no second visit. One test per kind of visitor.
  it.each(['visitor', 'not-onboarded', 'free', 'premium'] as const)(
    `should fit every screen a %s sees in ${DESKTOP.width} px and ${PHONE.width} px and pass axe-core`,
    async (who) => {
      const overflows: string[] = [];
      const violations: string[] = [];
      // Model names, variables, provider errors: the operator's words, never a customer's.
      const operatorWording: string[] = [];
      const screens = SCREENS.filter(
        (screen) => screen.who === who && (!only || only.includes(screen.name)),
      );
      // One browser context per kind of visitor, each screen opened in it with its own address:
      // the app's scripts come from the context's cache after the first screen instead of being
      // fetched and compiled again for each of about twenty screens.
      const account = screens.length > 0 ? await accountFor(who) : null;
      // Reduced motion, as a person may ask for: charts and dialogs drawn at once, so the
      // screenshots show the layout measured rather than a frame of an animation.
      const context: BrowserContext = await app.browser.newContext({
        viewport: DESKTOP,
        reducedMotion: 'reduce',
      });
      if (account) {
        await context.addInitScript((token) => {
          window.localStorage.setItem('auth_token', token);
        }, account.token);
      }
      const page = await context.newPage();
      page.setDefaultTimeout(UI_WAIT_MS);
      let current = '';
      page.on('pageerror', (error) => app.errors.push(`${current}: ${error.message}`));
      try {
        for (const screen of screens) {
          current = screen.name;
          try {
            await page.setViewportSize(DESKTOP);
            const path = screen.path.replace('{email}', encodeURIComponent(account?.email ?? ''));
            await page.goto(`${app.url}${path}`);
            await screen.ready(page);
            await screen.open?.(page);
            violations.push(...(await auditAccessibility(page, screen.name)));
            for (const line of (await customerText(page)).split('\n'))
              if (OPERATOR_WORDING.test(line))
                operatorWording.push(`${screen.name}: ${line.trim()}`);
            for (const [name, viewport] of [
              ['desktop', DESKTOP],
              ['phone', PHONE],
            ] as const) {
              await page.setViewportSize(viewport);
              await settle(page);
              const problems = await sidewaysOverflow(page);
              await screenshot(page, `no-sideways-${name}-${screen.name}`);
              if (problems.length > 0)
                overflows.push(`${screen.name} at ${viewport.width} px: ${problems.join('; ')}`);
            }
          } catch (error) {
            await screenshot(page, `no-sideways-${screen.name}-failed`);
            overflows.push(
              `${screen.name} did not open: ${(error as Error).message.split('\n')[0]}`,
            );
          }
        }
      } finally {
        await context.close();
      }
      expect({ overflows, violations, operatorWording }).toEqual({
        overflows: [],
        violations: [],
        operatorWording: [],
      });
    },
  );
});
