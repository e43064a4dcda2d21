import type { PaymentChoice } from '@parvaz/domain/payments/payment-sources';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../test/render-markup';
import { ReserveFinish } from './reserve-finish';
import { emptyReserveForm, type ReserveForm, type ReservedRoom } from './reserve-rules';

/** The finish of the reserve form, with `remembered` as the payment an earlier visit chose. */
function Finish({
  remembered,
  wallet,
}: {
  remembered: PaymentChoice;
  wallet: { amount: number; currency: 'IRR' } | null;
}) {
  const form = useForm<ReserveForm, readonly ReservedRoom[]>({
    defaultValues: { ...emptyReserveForm(1, 'IR', 'IRN'), payment: remembered },
  });
  return (
    <ReserveFinish
      control={form.control}
      language="en"
      discountField={null}
      total={9_000_000}
      currency="IRR"
      wallet={wallet}
      busy={false}
      message={null}
    />
  );
}

/** The value of the payment radio the page shows chosen. */
function checkedPayment(markup: string): string | undefined {
  const radios = markup.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
  const checked = radios.find((radio) => /\schecked=""/.test(radio));
  return checked?.match(/value="([^"]*)"/)?.[1];
}

describe('the reserve form’s payment choice', () => {
  it('shows a remembered choice that is still offered', () => {
    const markup = renderMarkup(
      'en',
      <Finish remembered="wallet+gateway" wallet={{ amount: 2_000_000, currency: 'IRR' }} />,
    );
    expect(checkedPayment(markup)).toBe('wallet+gateway');
  });

  it('falls back to the card when the remembered choice is not offered now', () => {
    // Wallet and card remembered, but the wallet is empty (or a guest): the card is chosen.
    expect(
      checkedPayment(renderMarkup('en', <Finish remembered="wallet+gateway" wallet={null} />)),
    ).toBe('gateway');
    // The wallet alone remembered, but it no longer covers the total.
    expect(
      checkedPayment(
        renderMarkup(
          'en',
          <Finish remembered="wallet" wallet={{ amount: 2_000_000, currency: 'IRR' }} />,
        ),
      ),
    ).toBe('gateway');
  });
});
