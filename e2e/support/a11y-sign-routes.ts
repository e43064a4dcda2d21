// The sign request's pages in the accessibility sweep (a11y-routes.ts takes them in): /sign with
// the company step's messages shown, and the operator's list of sign requests (a request's detail,
// its documents and its decision are checked with a real request in sign-requests.spec.ts).
import type { Popup, RouteVisit } from './a11y-routes';
import { at } from './a11y-visit';

/** The company step sent empty: every field's message under it. */
const companyMessages: Popup = {
  name: 'the company step’s messages',
  async open({ page, t }) {
    await page.getByRole('button', { name: t('sign.next'), exact: true }).click();
    await page
      .getByRole('heading', { level: 3, name: new RegExp(t('sign.step.company')) })
      .waitFor();
    await page.getByRole('button', { name: t('sign.next'), exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
  },
  close: at('/sign'),
};

export const signVisits: Record<string, RouteVisit> = {
  '/sign': {
    role: 'guest',
    open: at('/sign'),
    popups: [companyMessages],
  },
  '/admin/signRequests': {
    role: 'operator',
    sepehranOnly: true,
    open: at('/admin/signRequests', async ({ page, t }) => {
      await page.getByRole('tab', { name: t('admin.tab.signRequests') }).waitFor();
    }),
  },
};
