import type { Page } from 'playwright-core';

// The screens walk's list (test/browser/screens-walk.browser-spec.ts), shared with the specs that
// check every screen for something else (engine-honesty: no operator wording).

/** Who opens a screen: a visitor, a verified user before onboarding, or an onboarded one. */
export type Visitor = 'visitor' | 'not-onboarded' | 'free' | 'premium';

export interface Screen {
  name: string;
  who: Visitor;
  /** The address, with `{email}` filled in for the account of `who` (signed in already). */
  path: string;
  /** What is on the screen once it has drawn. */
  ready: (page: Page) => Promise<unknown>;
  /** Steps from there to the state measured (a dialog opened, a tab chosen). */
  open?: (page: Page) => Promise<unknown>;
}

const TEXT =
  'Hi team, I think our new reporting dashboard might maybe help you save time. It shipped on March 3 and the export bug that hit 12% of accounts is fixed.';

const dialog = (page: Page, name?: RegExp | string) => page.getByRole('dialog', { name });
const heading = (page: Page, name: RegExp | string) =>
  page.getByRole('heading', { name }).first().waitFor();

async function enhanceOnce(page: Page) {
  await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
  await page.getByRole('button', { name: 'Enhance', exact: true }).click();
  await page.getByTestId('quality-score').waitFor();
}

async function openAccount(page: Page, tab: string) {
  const menu = page.getByRole('button', { name: 'Open the account menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
  } else {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
  }
  await dialog(page).getByRole('tab', { name: tab }).click();
}

/** The beta studio's tabs (frontend/src/app/beta-tabs.ts), each its own screen. */
const BETA_TAB_IDS = [
  'enhanced-workspace',
  'enterprise-workspace',
  'songwriting',
  'enhanced-form',
  'ai-chat',
  'heat-maps',
  'templates',
  'use-case-selector',
];

/**
 * Every route and dialog of the SPA. New screens are appended here; each is audited by axe-core
 * and measured at the desktop and the phone width.
 */
export const SCREENS: Screen[] = [
  { name: 'landing', who: 'visitor', path: '/', ready: (page) => heading(page, /Start free/) },
  {
    name: 'login-dialog',
    who: 'visitor',
    path: '/?login=true',
    ready: (page) => dialog(page).getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
  },
  {
    name: 'register-dialog',
    who: 'visitor',
    path: '/?modal=register&tier=premium',
    ready: (page) => dialog(page).getByText('Premium', { exact: true }).waitFor(),
  },
  {
    name: 'forgot-password-dialog',
    who: 'visitor',
    path: '/?login=true',
    ready: (page) =>
      dialog(page)
        .getByRole('button', { name: /Forgot/ })
        .waitFor(),
    open: async (page) => {
      await dialog(page)
        .getByRole('button', { name: /Forgot/ })
        .click();
      await dialog(page)
        .getByRole('button', { name: /reset link/i })
        .waitFor();
    },
  },
  {
    name: 'reset-password-with-token',
    who: 'visitor',
    path: '/reset-password?token=abcdefabcdefabcdefabcdefabcdefab',
    ready: (page) => heading(page, 'Choose a new password'),
  },
  {
    name: 'reset-password-without-token',
    who: 'visitor',
    path: '/reset-password',
    ready: (page) => page.getByText('Invalid Reset Link').waitFor(),
  },
  {
    name: 'verify-email',
    who: 'visitor',
    path: '/verify-email?email=someone.with.a.long.address@example.com',
    ready: (page) => page.getByText('someone.with.a.long.address@example.com').first().waitFor(),
  },
  {
    name: 'email-verified-failed',
    who: 'visitor',
    path: '/email-verified?status=error',
    ready: (page) => page.locator('main h1').first().waitFor(),
  },
  {
    name: 'payment-visitor',
    who: 'visitor',
    path: '/payment?plan=premium',
    ready: (page) => page.locator('main h1').first().waitFor(),
  },
  {
    name: 'not-found',
    who: 'visitor',
    path: '/no-such-page',
    ready: (page) => page.locator('main h1').first().waitFor(),
  },
  {
    name: 'docs',
    who: 'visitor',
    path: '/docs',
    ready: (page) => heading(page, /How to use Resonate/),
  },
  {
    name: 'onboarding-step-1',
    who: 'not-onboarded',
    path: '/onboarding?email={email}',
    ready: (page) => page.getByText('Step 1 of 2').waitFor(),
  },
  {
    name: 'onboarding-step-2',
    who: 'not-onboarded',
    path: '/onboarding?email={email}',
    ready: (page) => page.getByText('Step 1 of 2').waitFor(),
    open: async (page) => {
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Step 2 of 2').waitFor();
    },
  },
  {
    name: 'workspace-changes',
    who: 'free',
    path: '/',
    ready: (page) => page.getByRole('tab', { name: /Workspace/ }).waitFor(),
    open: async (page) => {
      await enhanceOnce(page);
      await page.getByRole('button', { name: 'Show changes' }).click();
      await page.getByTestId('diff-view').waitFor();
    },
  },
  {
    name: 'history',
    who: 'free',
    path: '/',
    ready: (page) => page.getByRole('tab', { name: /History/ }).waitFor(),
    open: async (page) => {
      await page.getByRole('tab', { name: /History/ }).click();
      await page.getByTestId('history-item').first().waitFor();
    },
  },
  {
    name: 'upgrade-dialog',
    who: 'free',
    path: '/',
    ready: (page) => page.getByRole('tab', { name: /Workspace/ }).waitFor(),
    open: async (page) => {
      await openAccount(page, 'Subscription & Billing');
      await dialog(page).getByRole('button', { name: 'Upgrade', exact: true }).click();
      await dialog(page, /Keep enhancing|Upgrade|Choose/)
        .getByTestId('plan-option-pro')
        .waitFor();
    },
  },
  ...['Account Info', 'Subscription & Billing', 'Privacy & GDPR', 'Help Center'].map(
    (tab): Screen => ({
      name: `account-${tab.toLowerCase().replace(/\W+/g, '-')}`,
      who: 'free',
      path: '/',
      ready: (page) => page.getByRole('tab', { name: /Workspace/ }).waitFor(),
      open: async (page) => {
        await openAccount(page, tab);
        await dialog(page).getByRole('tabpanel').waitFor();
      },
    }),
  ),
  {
    name: 'payment',
    who: 'free',
    path: '/payment?plan=premium',
    ready: (page) => page.locator('main h1').first().waitFor(),
  },
  {
    name: 'pro-to-premium-upgrade',
    who: 'free',
    path: '/pro-to-premium-upgrade',
    ready: (page) => page.locator('main h1').first().waitFor(),
  },
  {
    name: 'upgrade-success',
    who: 'free',
    path: '/upgrade-success',
    ready: (page) => page.locator('main h1').first().waitFor(),
  },
  {
    name: 'test-billing-portal',
    who: 'free',
    path: '/test-billing-portal',
    ready: (page) => page.locator('main h1').first().waitFor(),
  },
  {
    name: 'export-dialog',
    who: 'premium',
    path: '/',
    ready: (page) => page.getByRole('tab', { name: /Workspace/ }).waitFor(),
    open: async (page) => {
      await enhanceOnce(page);
      await page.getByRole('button', { name: 'Export' }).click();
      await dialog(page, 'Export Options').waitFor();
    },
  },
  {
    name: 'save-project-dialog',
    who: 'premium',
    path: '/',
    ready: (page) => page.getByRole('tab', { name: /Workspace/ }).waitFor(),
    open: async (page) => {
      await enhanceOnce(page);
      await page.getByRole('button', { name: /Save as project/i }).click();
      await dialog(page).getByRole('textbox').first().waitFor();
    },
  },
  {
    name: 'analytics',
    who: 'premium',
    path: '/',
    ready: (page) => page.getByRole('tab', { name: /Analytics/ }).waitFor(),
    open: async (page) => {
      await page.getByRole('tab', { name: /Analytics/ }).click();
      await page.getByRole('tabpanel').waitFor();
    },
  },
  ...BETA_TAB_IDS.map((tab): Screen => ({
    name: `beta-${tab}`,
    who: 'free',
    path: `/beta?tab=${tab}`,
    ready: (page) => page.getByRole('tab', { selected: true }).first().waitFor(),
  })),
];
