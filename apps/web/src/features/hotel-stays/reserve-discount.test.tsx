import type { InitialConfig } from '@parvaz/domain/contracts/context';
import type { HotelDetail, HotelRoomOffer } from '@parvaz/domain/contracts/hotels';
import type { Language } from '@parvaz/domain/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSettingsStore, SettingsContext } from '../../lib/settings/settings-store';
import { AppConfigProvider } from '../../lib/tenant/app-config-context';
import { i18nForTest, textOf } from '../../test/rendered-text';
import { ReserveDiscount } from './reserve-discount';
import { emptyReserveForm, type ReserveForm, type ReservedRoom } from './reserve-rules';
import { discountRefusalText, type StayDiscount } from './stay-discount';
import { StaySummary } from './stay-summary';

const offer: HotelRoomOffer = {
  roomTypeId: 12,
  name: 'Deluxe double',
  bed: 'double',
  capacity: { adults: 2, children: 0 },
  meals: [],
  available: 3,
  price: {
    nights: [
      { date: '2026-12-01', amount: 4_000_000 },
      { date: '2026-12-02', amount: 5_000_000 },
    ],
    total: 9_000_000,
    currency: 'IRR',
    fares: { amount: 9_000_000, currency: 'IRR' },
  },
  cancellation: {
    refundable: true,
    timeZone: 'Asia/Tehran',
    rules: [],
    noShow: { amount: 0, currency: 'IRR' },
  },
  exchange: null,
};
const rooms: ReservedRoom[] = [{ offer, occupancy: { adults: 2, children: 0, childAges: [] } }];

const hotel: HotelDetail = {
  id: 4,
  name: 'Hotel Test',
  city: 'MHD',
  cityName: 'Mashhad',
  address: 'Imam Reza St.',
  stars: 4,
  type: 1,
  popularity: null,
  rating: { score: 8, count: 10 },
  facilities: [],
  meals: [],
  image: null,
  location: { lat: 36.29, lng: 59.6 },
  timeZone: 'Asia/Tehran',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  phone: '+98 51 0000 0000',
  images: [],
  description: '',
  criteria: { valueForPrice: 8, cleanliness: 8, staff: 8, facilities: 8 },
  reviews: { items: [], total: 0 },
};

function render(language: Language, node: ReactNode): string {
  const config = {
    tenant: {
      locale: language,
      displayCurrency: 'IRR',
      name: { fa: 'پرواز', ar: 'پرواز', en: 'Parvaz', tr: 'Parvaz' },
    },
  } as unknown as InitialConfig;
  return textOf(
    renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <AppConfigProvider config={config}>
          <SettingsContext.Provider
            value={createSettingsStore({ language, calendar: null, currency: 'IRR' })}
          >
            <I18nextProvider i18n={i18nForTest(language)}>
              <MemoryRouter>{node}</MemoryRouter>
            </I18nextProvider>
          </SettingsContext.Provider>
        </AppConfigProvider>
      </QueryClientProvider>,
    ),
  );
}

/** The code's field in a form of its own, refused with `refusal` as the server said it. */
function CodeField({
  code,
  refusal,
  discount,
}: {
  code: string;
  refusal?: string;
  discount: StayDiscount | null;
}) {
  const form = useForm<ReserveForm, readonly ReservedRoom[]>({
    defaultValues: { ...emptyReserveForm(1, 'IR', 'IRN'), discountCode: code },
    ...(refusal ? { errors: { discountCode: { type: 'server', message: refusal } } } : {}),
  });
  return (
    <ReserveDiscount
      control={form.control}
      currency="IRR"
      discount={discount}
      busy={false}
      onApply={() => undefined}
      onEdited={() => undefined}
    />
  );
}

describe('a discount code on the reserve page', () => {
  const discount = { code: 'STAY15', amount: 1_350_000 };

  it('shows the discount in the summary and the total to pay after it, in each language', () => {
    const en = render(
      'en',
      <StaySummary
        hotel={hotel}
        checkIn="2026-12-01"
        checkOut="2026-12-03"
        rooms={rooms}
        discount={discount}
      />,
    );
    expect(en).toContain('Discount − IRR 1,350,000');
    expect(en).toContain('Total IRR 7,650,000');
    const fa = render(
      'fa',
      <StaySummary
        hotel={hotel}
        checkIn="2026-12-01"
        checkOut="2026-12-03"
        rooms={rooms}
        discount={discount}
      />,
    );
    expect(fa).toContain('تخفیف');
    expect(fa).toContain('۷٬۶۵۰٬۰۰۰');
    const none = render(
      'en',
      <StaySummary hotel={hotel} checkIn="2026-12-01" checkOut="2026-12-03" rooms={rooms} />,
    );
    expect(none).not.toContain('Discount');
    expect(none).toContain('Total IRR 9,000,000');
  });

  it('says what an applied code takes off under its field', () => {
    expect(render('en', <CodeField code="STAY15" discount={discount} />)).toContain(
      'Discount applied: IRR 1,350,000',
    );
    expect(render('tr', <CodeField code="STAY15" discount={discount} />)).toContain(
      'İndirim uygulandı',
    );
  });

  it('shows the server’s words when it refuses the code, in the guest’s language', () => {
    const refused = (language: Language, text: string) => {
      const message = discountRefusalText({
        status: 400,
        message: text,
        messages: [text],
        code: 'VALIDATION',
        fields: { code: text },
      });
      return render(language, <CodeField code="FLIGHTONLY" refusal={message} discount={null} />);
    };
    const words = (language: Language) =>
      i18nForTest(language).t('discountNotForProduct', { ns: 'messages' });
    for (const language of ['fa', 'en', 'ar', 'tr'] as const) {
      const text = words(language);
      expect(text, language).not.toBe('discountNotForProduct');
      expect(refused(language, text), language).toContain(text);
    }
    expect(refused('en', words('en'))).not.toContain('Discount applied');
  });
});
