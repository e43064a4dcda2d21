import {
  choiceInForce,
  offeredPaymentChoices,
  paymentChoices,
  type PaymentChoice,
} from '@parvaz/domain/payments/payment-sources';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import { formatRate } from '@parvaz/domain/money/rate-text';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDraft } from './booking-draft';
import { ordinalOfType } from './booking-draft';
import type { PriceLines } from './booking-rules';
import { fieldId } from './field-errors';
import { FlightSummary } from './flight-summary';
import { PriceSummary } from './price-summary';
import { formatShortDate } from '../../lib/format/short-date';
import { useMoney } from '../../lib/money/use-money';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <Typography id={id} component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Review and pay: flights, passengers and seats, services, price, discount code, agreement. */
export function FinishStep({
  quote,
  draft,
  lines,
  calendar,
  language,
  errorText,
  discountBusy,
  paying,
  expired,
  onDiscountCode,
  onApplyDiscount,
  onAgreement,
  onPay,
  wallet,
  payment,
  onPayment,
}: {
  quote: QuoteResponse;
  draft: BookingDraft;
  lines: PriceLines;
  calendar: CalendarMode;
  language: Language;
  errorText: (path: string) => string | undefined;
  discountBusy: boolean;
  paying: boolean;
  expired: boolean;
  onDiscountCode: (code: string) => void;
  onApplyDiscount: () => void;
  onAgreement: (accepted: boolean) => void;
  onPay: () => void;
  /** The signed-in customer's credit in the fare's currency; null offers the bank only. */
  wallet: { amount: number } | null;
  payment: PaymentChoice;
  onPayment: (payment: PaymentChoice) => void;
}) {
  const { t } = useTranslation();
  const agreementHelpId = useId();
  const paymentLabelId = useId();
  const display = useMoney();
  // The quote's amounts are the server's, in the currency it was asked in: written as they are.
  const money = (amount: number) => display.show({ amount, currency: quote.currency });
  // What is charged: the total by the rate the quote was priced with, which the page names.
  const shownRate = quote.exchange
    ? {
        base: quote.exchange.base,
        quote: quote.exchange.quote,
        rate: quote.exchange.rate,
        validFrom: quote.exchange.date,
      }
    : null;
  const n = (v: number) => toLocalDigits(String(v), language);
  const walletOffered = wallet !== null && !quote.exchange && display.currency === quote.currency;
  // A choice made before the total or the wallet changed is never sent unseen.
  const inForce = choiceInForce(
    payment,
    offeredPaymentChoices(lines.total, walletOffered ? wallet.amount : null),
  );
  useEffect(() => {
    if (inForce !== payment) onPayment(inForce);
  }, [inForce, payment, onPayment]);
  const walletTooSmall = wallet !== null && wallet.amount > 0 && wallet.amount < lines.total;
  // Paid from the wallet first, the card pays the rest: the button names what the bank will ask.
  const cardPart =
    walletOffered && walletTooSmall && payment === 'wallet+gateway'
      ? lines.total - wallet.amount
      : null;
  const seats = draft.seatsQuoteId === quote.quoteId ? draft.seats : [];
  const s = draft.services;
  const serviceLines = [
    s.wheelchair ? t('booking.service.WCHR') : null,
    s.excessBaggageKg > 0
      ? `${t('booking.service.XBAG')}: ${t('booking.kgN', { n: n(s.excessBaggageKg) })}`
      : null,
    s.cargoKg > 0
      ? `${t('booking.service.CARGO')}: ${t('booking.kgN', { n: n(s.cargoKg) })}`
      : null,
    s.animals.length > 0
      ? `${t('booking.service.PET')}: ${s.animals
          .map((a) => (a.type ? t(`booking.animal.${a.type}`) : ''))
          .join(t('list.separator'))}`
      : null,
  ].filter((line): line is string => line !== null);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={t('booking.flightsTitle')}>
          <FlightSummary
            segments={quote.segments}
            calendar={calendar}
            language={language}
            compact
          />
        </Section>
        <Section title={t('booking.passengersTitle')}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {draft.passengers.map((p, index) => {
              const held = seats.filter((seat) => seat.passengerIndex === index);
              return (
                <Box
                  component="li"
                  key={index}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    justifyContent: 'space-between',
                  }}
                >
                  <span>
                    <bdi dir="ltr">
                      {p.firstName} {p.lastName}
                    </bdi>{' '}
                    <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                      ({t(`booking.type.${p.type}`)} {n(ordinalOfType(draft.passengers, index))})
                    </Typography>
                  </span>
                  <Typography component="span" sx={{ fontSize: 13 }}>
                    {held.length > 0
                      ? held
                          .map((seat) => `${t(`booking.direction.${seat.direction}`)} ${seat.seat}`)
                          .join(t('list.separator'))
                      : t('booking.noSeat')}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 1.5 }}>
            {t('booking.contactLine', {
              mobile: draft.contact.mobile,
              email: draft.contact.email || '—',
            })}
          </Typography>
        </Section>
        <Section title={t('booking.servicesTitle')}>
          {serviceLines.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {t('booking.noServicesChosen')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
              {serviceLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
        </Section>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 2 }}
      >
        <PriceSummary
          lines={lines}
          currency={quote.currency}
          language={language}
          agencyName={quote.agency.name}
        />
        {shownRate && (
          <Typography data-testid="rate-line" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('charge.shownAt', {
              rate: formatRate(shownRate, language),
              date: formatShortDate(shownRate.validFrom, calendar, language),
            })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            id={fieldId('discountCode')}
            size="small"
            label={t('booking.discountCode')}
            value={draft.discountCode}
            error={Boolean(errorText('discountCode'))}
            helperText={
              errorText('discountCode') ??
              (draft.discount
                ? t('booking.discountApplied', { amount: money(draft.discount.amount) })
                : undefined)
            }
            onChange={(event) => onDiscountCode(normalizeDigits(event.target.value).toUpperCase())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onApplyDiscount();
              }
            }}
            slotProps={{
              htmlInput: { dir: 'ltr', autoComplete: 'off' },
              formHelperText: { sx: { color: draft.discount ? 'success.dark' : undefined } },
            }}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            onClick={onApplyDiscount}
            disabled={discountBusy || draft.discountCode.trim() === ''}
            sx={{ minHeight: 40 }}
          >
            {t('booking.applyDiscount')}
          </Button>
        </Box>
        <FormControl error={Boolean(errorText('agreement'))}>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.agreement}
                onChange={(event) => onAgreement(event.target.checked)}
                slotProps={{
                  input: {
                    id: fieldId('agreement'),
                    'aria-describedby': errorText('agreement') ? agreementHelpId : undefined,
                  },
                }}
              />
            }
            label={t('booking.agreement')}
          />
          {errorText('agreement') && (
            <FormHelperText id={agreementHelpId}>{errorText('agreement')}</FormHelperText>
          )}
        </FormControl>
        {wallet && walletOffered && (
          <FormControl>
            <FormLabel id={paymentLabelId}>{t('booking.payWith')}</FormLabel>
            <RadioGroup
              aria-labelledby={paymentLabelId}
              value={payment}
              onChange={(event) =>
                onPayment(paymentChoices.find((c) => c === event.target.value) ?? 'gateway')
              }
            >
              <FormControlLabel
                value="gateway"
                control={<Radio />}
                label={t('booking.payByCard')}
              />
              <FormControlLabel
                value="wallet"
                control={<Radio />}
                disabled={wallet.amount < lines.total}
                label={t('booking.payByWallet', {
                  balance: formatMoney(
                    { amount: wallet.amount, currency: quote.currency },
                    language,
                  ),
                })}
              />
              {walletTooSmall && (
                // The wallet's balance first, the rest by card: how much from each (decision 021).
                <FormControlLabel
                  value="wallet+gateway"
                  control={<Radio />}
                  label={t('booking.payByWalletAndCard', {
                    wallet: formatMoney(
                      { amount: wallet.amount, currency: quote.currency },
                      language,
                    ),
                    card: formatMoney(
                      { amount: lines.total - wallet.amount, currency: quote.currency },
                      language,
                    ),
                  })}
                />
              )}
            </RadioGroup>
          </FormControl>
        )}
        {errorText('_form') && (
          <Alert severity="error" role="alert">
            {errorText('_form')}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={onPay}
          disabled={paying || expired}
          data-testid="pay"
        >
          {paying
            ? t('booking.paying')
            : cardPart !== null
              ? t('booking.payCardPart', { amount: money(cardPart) })
              : t('booking.pay', { amount: money(lines.total) })}
        </Button>
      </Paper>
    </Box>
  );
}
