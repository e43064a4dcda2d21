// The sign request's pages in the accessibility sweep (a11y-routes.ts takes them in): /sign with
// the company step's messages shown, and the operator's list of sign requests (a request's detail,
// its documents and its decision are checked with a real request in sign-requests.spec.ts).
import type { Popup, RouteVisit, VisitContext } from './a11y-routes';
import { settled } from './a11y-routes';

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
  async close({ page, site }) {
    await page.goto(`${site}/sign`);
    await settled(page);
  },
};

export const signVisits: Record<string, RouteVisit> = {
  '/sign': {
    role: 'guest',
    async open({ page, site }: VisitContext) {
      await page.goto(`${site}/sign`);
      await settled(page);
    },
    popups: [companyMessages],
  },
  '/admin/signRequests': {
    role: 'operator',
    sepehranOnly: true,
    async open({ page, site, t }: VisitContext) {
      await page.goto(`${site}/admin/signRequests`);
      await settled(page);
      await page.getByRole('tab', { name: t('admin.tab.signRequests') }).waitFor();
    },
  },
};
