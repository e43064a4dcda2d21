// A Turkish traveller types her name in Turkish letters: the form shows the passport spelling
// the ticket will carry (ICAO Doc 9303), refuses another script with "Latin letters only", and
// after a switch of language mid-booking the messages and city names on screen follow it.
import { cityByCode } from '@parvaz/domain/reference/cities';
import { describe, expect, it } from 'vitest';
import {
  bookingTimeout,
  descriptionOf,
  field,
  isoIn,
  next,
  openBooking,
  passengerCard,
  texts,
  withBrowser,
} from './support/booking-flow';
import { useLanguage, words } from './support/locale';

const tr = words('tr');
const en = words('en');
const trMessages = texts('tr', 'messages');
const enMessages = texts('en', 'messages');

function cityName(code: string, language: 'tr' | 'en'): string {
  const city = cityByCode(code);
  if (!city) throw new Error(`no city ${code}`);
  return city.name[language];
}

describe('passenger names', () => {
  it(
    'shows "Ayşe Yılmaz" as the ticket prints it, and follows a switch of language',
    async () => {
      await withBrowser({}, async ({ page, baseUrl }) => {
        // The first search on a fresh server builds its caches: give the first pages time.
        page.setDefaultNavigationTimeout(30_000);
        await useLanguage(page, 'tr');
        await openBooking(page, baseUrl, { date: isoIn(14), adult: 1 }, tr);
        const card = passengerCard(page, tr, 'ADT', 1);
        const firstName = field(card, tr('booking.firstName'));
        const lastName = field(card, tr('booking.lastName'));

        await firstName.pressSequentially('Ayşe');
        await lastName.pressSequentially('Yılmaz');
        const line = card.getByTestId('ticket-name');
        await expect.poll(() => line.textContent()).toBe(`${tr('booking.onTicket')} AYSE YILMAZ`);

        // Persian letters cannot be printed: no ticket line, and the Latin-only message.
        await firstName.fill('علی');
        await line.waitFor({ state: 'detached' });
        await next(page, tr);
        const latinOnly = trMessages('englishLettersOnly');
        await card.getByText(latinOnly).waitFor();
        expect(await descriptionOf(firstName)).toContain(latinOnly);
        const summary = page.getByRole('article').first();
        await summary.getByText(cityName('MHD', 'tr'), { exact: false }).waitFor();

        // Switching to English mid-booking: the message already shown and the cities follow.
        await page.getByLabel(tr('switch.language'), { exact: true }).selectOption('en');
        await page.waitForFunction(() => document.documentElement.lang === 'en');
        const enCard = passengerCard(page, en, 'ADT', 1);
        const enFirstName = field(enCard, en('booking.firstName'));
        await enCard.getByText(enMessages('englishLettersOnly')).waitFor();
        expect(await descriptionOf(enFirstName)).toContain(enMessages('englishLettersOnly'));
        expect(await enCard.getByText(latinOnly).count()).toBe(0);
        await summary.getByText(cityName('MHD', 'en'), { exact: false }).waitFor();
        expect(await summary.textContent()).not.toContain(cityName('MHD', 'tr'));
        expect(await summary.textContent()).toContain(cityName('THRC', 'en'));

        // And the printed name speaks English too.
        await enFirstName.fill('Ayşe');
        await expect
          .poll(() => enCard.getByTestId('ticket-name').textContent())
          .toBe(`${en('booking.onTicket')} AYSE YILMAZ`);
      });
    },
    bookingTimeout,
  );
});
