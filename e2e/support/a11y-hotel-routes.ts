// The hotel pages in the accessibility sweep (a11y-routes.ts takes them in): the list of a real
// search, a hotel's page with its rooms for that stay, the reserve page reached by choosing a
// room there, and the voucher of a stay paid at the bank; the search and the stay made once.
import { inject } from 'vitest';
import type { Popup, RouteVisit, VisitContext } from './a11y-routes';
import { settled } from './a11y-visit';
import { escape } from './booking-flow';
import { findStay, hotelPath, hotelsPath, paidStay } from './hotel-kit';

/** The run's stay, searched through the API of the e2e server (the catalog is every brand's). */
const stay = () => findStay(inject('baseUrl'));

const filtersSheet: Popup = {
  name: 'filters and sort',
  only: 'narrow',
  async open({ page, t }) {
    await page.getByRole('button', { name: t('results.filtersAndSort') }).click();
    await page.getByRole('dialog', { name: t('results.filtersAndSort') }).waitFor();
  },
  async close({ page }) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  },
};

/**
 * The rooms of the search box, shown on the list by "Change search", in their popover; at the
 * wide width only, since the popover holds the same fields at both (axe takes seconds a run).
 */
const roomsPopover: Popup = {
  name: 'rooms and guests',
  only: 'wide',
  async open({ page, t }) {
    await page.getByRole('button', { name: t('results.modify') }).click();
    await page
      .getByRole('button', { name: new RegExp(`^${escape(t('hotels.search.rooms'))}`) })
      .click();
    await page.getByRole('dialog', { name: t('hotels.search.rooms') }).waitFor();
  },
  async close({ page, t }) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t('results.modify') }).click();
    await page.getByRole('form', { name: t('hotels.search.title') }).waitFor({ state: 'detached' });
  },
};

export const hotelVisits: Record<string, RouteVisit> = {
  '/hotels': {
    role: 'guest',
    async open({ page, site }: VisitContext) {
      await page.goto(`${site}${hotelsPath(await stay())}`);
      await settled(page);
      await page.getByTestId('hotel-card').first().waitFor({ timeout: 20_000 });
    },
    popups: [filtersSheet, roomsPopover],
  },
  '/hotels/:id': {
    role: 'guest',
    async open({ page, site }: VisitContext) {
      await page.goto(`${site}${hotelPath(await stay())}`);
      await settled(page);
      await page.getByTestId('room-offer').first().waitFor({ timeout: 20_000 });
    },
  },
  '/hotels/:id/reserve': {
    role: 'guest',
    async open(context: VisitContext) {
      const { page, t } = context;
      await hotelVisits['/hotels/:id']?.open(context);
      // One room of the first room type that has one free: the stay asked for one room.
      const offer = page
        .getByTestId('room-offer')
        .filter({ has: page.getByRole('combobox', { disabled: false }) })
        .first();
      await offer.getByRole('combobox', { name: t('hotels.rooms.howMany') }).selectOption('1');
      await page.getByRole('link', { name: t('hotels.rooms.reserve') }).click();
      await page.waitForURL(/\/reserve\?/);
      await settled(page);
      await page.getByTestId('room-guests').first().waitFor({ timeout: 20_000 });
    },
  },
  '/hotels/voucher/:trackingCode': {
    role: 'guest',
    sepehranOnly: true,
    async open({ page, site }: VisitContext) {
      await page.goto(`${site}${(await paidStay(inject('baseUrl'))).voucherPath}`);
      await settled(page);
      await page.getByTestId('hotel-voucher').waitFor({ timeout: 20_000 });
    },
  },
};
