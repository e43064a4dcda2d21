// After the sale, as a guest who booked two adults and paid by card: the booking found on
// /refund by its tracking code and mobile, the e-tickets viewed, printed and downloaded as a PDF,
// and one of the two passengers refunded in Normal mode with the money going back to the card.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusKey } from '@parvaz/domain/format/status-words';
import { seriousViolations } from './support/axe';
import {
  acceptAndPay,
  choose,
  bookingTimeout,
  definitionOf,
  en,
  field,
  fillContact,
  fillPassenger,
  isoIn,
  nationalCode,
  next,
  openBooking,
  passengerCard,
  payAtBank,
  payingCard,
  tickets,
  withBrowser,
  type Person,
  servicesStepShown,
} from './support/booking-flow';
import { useLanguage } from './support/locale';

const leila: Person = {
  firstName: 'LEILA',
  lastName: 'MORADI',
  gender: 'F',
  birth: '1990-06-11',
  nationalId: nationalCode(3301),
};
const kaveh: Person = {
  firstName: 'KAVEH',
  lastName: 'MORADI',
  gender: 'M',
  birth: '1987-01-30',
  nationalId: nationalCode(3302),
};
const mobile = '09124567890';

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('after the sale', () => {
  it(
    'finds the booking, shows, prints and downloads the tickets, and refunds one passenger',
    async () => {
      await withBrowser({}, async ({ page, baseUrl }) => {
        const t = en;
        await useLanguage(page, 'en');
        await openBooking(page, baseUrl, { date: isoIn(20), adult: 2 }, t);
        await fillPassenger(passengerCard(page, t, 'ADT', 1), t, leila, 'gregorian');
        await fillPassenger(passengerCard(page, t, 'ADT', 2), t, kaveh, 'gregorian');
        await fillContact(page, t, mobile);
        await next(page, t);
        await servicesStepShown(page, t);
        await next(page, t);
        await acceptAndPay(page, t);
        await payAtBank(page, 'en', payingCard);
        const pnr = (await definitionOf(page, t('booking.pnr')).innerText()).trim();
        const tracking = (await definitionOf(page, t('booking.trackingCode')).innerText()).trim();
        const numbers = (await tickets(page, t)).map((row) => row.number);
        expect(numbers).toHaveLength(2);
        // The result page opens the e-tickets and their PDF straight away.
        expect(
          await page.getByRole('link', { name: t('tickets.viewTicket') }).getAttribute('href'),
        ).toMatch(/^\/ticket\?access=/);
        expect(
          await page.getByRole('link', { name: t('tickets.downloadPdf') }).getAttribute('href'),
        ).toContain(`/api/ticket/pdf/${tracking}?`);

        // Tracking: a wrong mobile is "not found", the right one finds the booking.
        await page.goto(`${baseUrl}/refund`);
        await field(page, t('tickets.trackingCode')).fill(tracking);
        await choose(field(page, t('tickets.mobileCountry')), 'IR');
        await field(page, t('tickets.mobile')).fill('09351234567');
        await page.getByRole('button', { name: t('tickets.findSubmit') }).click();
        await page.getByText(t('tickets.notFound')).first().waitFor();
        await field(page, t('tickets.mobile')).fill(mobile);
        await page.getByRole('button', { name: t('tickets.findSubmit') }).click();
        await page.waitForURL(/[?&]access=/);
        const lines = page.getByTestId('ticket-line');
        await expect.poll(() => lines.count()).toBe(2);
        expect(await seriousViolations(page)).toEqual([]);
        const refundUrl = page.url();

        // The e-tickets: one sheet per passenger, printed without the site around them.
        await page
          .getByRole('link', { name: t('tickets.viewTicket') })
          .first()
          .click();
        await page.waitForURL(/\/ticket\?/);
        // The address changes before the new page is drawn, and the refund page shows the same
        // ticket numbers: wait for them on the ticket sheets themselves.
        const sheets = page.getByTestId('ticket-sheet');
        for (const number of numbers) await sheets.getByText(number).first().waitFor();
        expect(await sheets.count()).toBe(numbers.length);
        expect(await seriousViolations(page)).toEqual([]);
        await page.emulateMedia({ media: 'print' });
        expect(await page.getByRole('banner').isVisible()).toBe(false);
        expect(await page.getByRole('button', { name: t('tickets.print') }).isVisible()).toBe(
          false,
        );
        await page.emulateMedia({ media: 'screen' });

        // The PDF, made on the server: it names the PNR and both tickets.
        const href = await page
          .getByRole('link', { name: t('tickets.downloadPdf') })
          .first()
          .getAttribute('href');
        expect(href).toBeTruthy();
        const pdf = await page.request.get(new URL(href ?? '', baseUrl).toString());
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');
        const body = await pdf.body();
        expect(body.subarray(0, 5).toString()).toBe('%PDF-');
        if (hasPdftotext()) {
          const dir = mkdtempSync(join(tmpdir(), 'parvaz-pdf-'));
          try {
            const file = join(dir, 'ticket.pdf');
            writeFileSync(file, body);
            const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
            expect(text).toContain(pnr);
            for (const number of numbers) expect(text).toContain(number);
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
        }

        // Refund the first passenger in Normal mode: settled at once by the fare rules.
        await page.goto(refundUrl);
        const first = lines.filter({ hasText: numbers[0] ?? '' });
        await first.getByRole('checkbox').check();
        await page.getByRole('radio', { name: new RegExp(`^${t('tickets.mode.Normal')}`) }).check();
        await page.getByTestId('mode-refund-Normal').waitFor();
        await page.getByRole('button', { name: t('tickets.refundReview') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: t('tickets.confirmSubmit') }).click();
        await page.getByText(t('tickets.outcomeSettled')).first().waitFor();

        // The refunded ticket says so with its amount; the other stays confirmed; the request
        // is recorded as refunded to the card.
        await expect.poll(() => first.innerText()).toContain(t(statusKey('refunded')));
        expect(await first.innerText()).toMatch(/Refund: \d+% · IRR\s[\d,]+/);
        const second = lines.filter({ hasText: numbers[1] ?? '' });
        expect(await second.innerText()).toContain(t(statusKey('Confirmed')));
        const requests = page.getByRole('region', { name: t('tickets.requestsTitle') });
        await requests
          .getByText(t(statusKey('approved')))
          .first()
          .waitFor();
        expect(await requests.innerText()).toContain(t('tickets.destination.card'));
        expect(await seriousViolations(page)).toEqual([]);
      });
    },
    bookingTimeout * 2,
  );
});
