import type { PaymentChoice } from '@parvaz/domain/payments/payment-sources';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SavedPassenger } from '@parvaz/domain/contracts/saved-passengers';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { prefetchCountries } from '../../lib/reference/countries-query';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { cityNameIn } from '../../lib/format/city-name';
import { emptyPassengerValues, valuesOfSaved } from '../../lib/passengers/passenger-values';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { flightsQuery } from '../flights/flights-api';
import { flightsUrl, readChoice, readSearch } from '../flights/search-params';
import { chosenFlightsOf, shownPrice } from './chosen-flights';
import { servicesQuery } from './booking-api';
import { BookingTitle, HoldRefused, NoChoice } from './booking-refusal';
import { BookingProgress } from './booking-progress';
import {
  animalErrors,
  FinishStep,
  laterStepsLoaded,
  loadLaterSteps,
  ServicesStep,
} from './booking-parts';
import { afterWaking } from '../../lib/lazy/after-waking';
import { passengerTitleOf, passengerTypesOf, type BookingDraft } from './booking-draft';
import { priceLines, tripFactsOf, tripFactsOfSearch } from './booking-rules';
import { focusField, useErrorText, withoutPrefix } from './field-errors';
import { FlightSummary, FlightSummarySkeleton } from './flight-summary';
import { PassengersStep } from './passengers-step';
import { StepWithPrice } from './step-with-price';
import { useBookingDraft } from './use-booking-draft';
import { useBookingSteps } from './use-booking-steps';
import { useCustomerBooking } from './use-customer-booking';
import { useHasPassed } from './use-now';
import { usePassengerForm } from './use-passenger-form';
import { usePayBooking } from './use-pay-booking';
import { useDiscount } from './use-discount';
import { useQuote } from './use-quote';
import { useDisplayCurrency } from '../../lib/money/use-money';

/** The search the choice was made in, for the flights to show before the hold (no hold here). */
export const prefetchBooking: PagePrefetch = ({ queryClient, url, language, currency }) => {
  const search = readSearch(url.searchParams);
  const countries = prefetchCountries(queryClient, language);
  if (!readChoice(url.searchParams).departureRef || !search.origin) return countries;
  return Promise.all([
    countries,
    queryClient.prefetchQuery(flightsQuery(search, language, currency)),
  ]);
};

export function BookingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const language = useActiveLanguage();
  const currency = useDisplayCurrency();
  const calendar = useActiveCalendar();
  const tenant = useTenant();
  const search = readSearch(params);
  const choice = readChoice(params);
  const selection = [
    choice.departureRef,
    choice.returnRef,
    choice.agencyId,
    choice.returnAgencyId,
    search.adult,
    search.child,
    search.infant,
  ].join('|');
  const backUrl = flightsUrl(search);

  const { query, refresh } = useQuote(
    selection,
    {
      departureRef: choice.departureRef,
      returnRef: choice.returnRef,
      agencyId: choice.agencyId,
      returnAgencyId: choice.returnAgencyId,
      adult: search.adult,
      child: search.child,
      infant: search.infant,
    },
    params.get('quote'),
  );
  // The passenger forms are the heaviest render of the journey; rendering them from a deferred
  // value lets React do it in slices between the browser's other work, with the skeleton on
  // screen meanwhile, instead of one long task that freezes a phone.
  const answer = useDeferredValue(query.data);
  const quote = answer?.ok ? answer.data : null;
  // Until the hold answers, the flights come from the search (drawn on the server too); the
  // search is never run again for it.
  const searched = useQuery({ ...flightsQuery(search, language, currency), enabled: false });
  const fromSearch = quote ? null : chosenFlightsOf(searched.data, choice);
  const chosen = quote ? { segments: quote.segments, agencyName: quote.agency.name } : fromSearch;

  // The quote goes into the address so a reload finds the same hold.
  const quoteParam = params.get('quote');
  useEffect(() => {
    if (quote && quoteParam !== quote.quoteId)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('quote', quote.quoteId);
          return next;
        },
        { replace: true },
      );
  }, [quote, quoteParam, setParams]);

  useEffect(() => afterWaking(() => void loadLaterSteps()), []);

  const { extras, update } = useBookingDraft(selection);
  const customer = useCustomerBooking();
  const form = usePassengerForm(
    selection,
    { adult: search.adult, child: search.child, infant: search.infant },
    quote,
    {
      country: tenantPhoneRegion[tenant.defaultNationality],
      nationality: tenant.defaultNationality,
      calendar,
      contact: customer.contact,
    },
  );
  // Read, not watched: the passenger step's fields re-render themselves as they are typed in,
  // and the later steps do not change them, so the page renders once per step, not per key.
  const { passengers, contact } = form.getValues();
  const draft: BookingDraft = { ...extras, passengers, contact };
  const [heldOver, setHeldOver] = useState(false);
  const [payWith, setPayWith] = useState<PaymentChoice>('gateway');
  const holdOver = useHasPassed(quote?.deadline ?? null);

  const services = useQuery({
    ...servicesQuery(quote?.quoteId ?? '', language, quote?.currency ?? currency),
    enabled: quote !== null,
  });
  const offers = services.data?.services ?? [];
  const petMax = offers.find((o) => o.code === 'PET')?.max ?? 0;

  const steps = useBookingSteps(form, extras, petMax);
  const { step, goTo, errors, setErrors, clearErrors } = steps;
  const errorText = useErrorText(errors);
  // A step moves at once when the later steps' code is in (loaded once awake); until then the
  // press waits for it, with Next busy, so a second press cannot land on the step left behind.
  const [loadingSteps, setLoadingSteps] = useState(false);
  const moveTo = (target: number) => {
    if (laterStepsLoaded()) return goTo(target);
    setLoadingSteps(true);
    void loadLaterSteps()
      .then(() => goTo(target))
      .finally(() => setLoadingSteps(false));
  };
  const discount = useDiscount(quote, extras, update, steps);
  const { paying, pay } = usePayBooking({
    quote,
    form,
    extras,
    payWith,
    steps,
    saved: customer.saved,
    onHeldOver: () => setHeldOver(true),
  });

  const pickSaved = (index: number, passenger: SavedPassenger | null) => {
    const card = form.getValues(`passengers.${index}`);
    if (!card) return;
    const values = passenger
      ? { ...valuesOfSaved(passenger, calendar), type: card.type }
      : emptyPassengerValues(card.type, tenant.defaultNationality, calendar);
    form.setValue(`passengers.${index}`, values, { shouldDirty: true });
    form.clearErrors(`passengers.${index}`);
  };

  const refreshFlight = () => {
    setHeldOver(false);
    update((d) => ({ ...d, discount: null }));
    refresh();
  };

  if (!choice.departureRef || !choice.agencyId) return <NoChoice />;
  if (answer && !answer.ok)
    return (
      <HoldRefused message={answer.error.message} status={answer.error.status} backUrl={backUrl} />
    );

  const expired = heldOver || holdOver;
  const lines = quote ? priceLines(quote, draft, offers) : null;
  const price = shownPrice(quote && lines && { quote, lines }, fromSearch, search);
  const trip = quote ? tripFactsOf(quote) : tripFactsOfSearch(search);
  const main = passengers[0];
  const mainName =
    main && `${main.firstName} ${main.lastName}`.trim()
      ? `${main.firstName} ${main.lastName}`
      : passengerTitleOf(passengers, 0, (key, options) => t(key, options), language);

  return (
    <PageContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <BookingTitle />
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
            {chosen ? (
              `${chosen.segments
                .map(
                  (s) =>
                    `${cityNameIn(s.origin, language)} → ${cityNameIn(s.destination, language)}`,
                )
                .join(' · ')} · ${chosen.agencyName}`
            ) : (
              <Skeleton width="60%" />
            )}
          </Typography>
        </Box>
        <Button component={RouterLink} to={backUrl} startIcon={<ArrowBackIcon />} size="small">
          {t('booking.changeFlight')}
        </Button>
      </Box>
      <BookingProgress
        step={step}
        deadline={quote?.deadline ?? null}
        expired={expired}
        language={language}
        onStep={(target) => {
          if (quote) moveTo(target);
        }}
      />
      {expired && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button
              variant="contained"
              color="warning"
              onClick={refreshFlight}
              disabled={query.isFetching}
            >
              {t('booking.refreshFlight')}
            </Button>
          }
        >
          {t('holdExpired', { ns: 'messages' })}
        </Alert>
      )}
      {step < 2 && (
        <Box sx={{ mb: 2 }}>
          {chosen ? (
            <FlightSummary segments={chosen.segments} calendar={calendar} language={language} />
          ) : (
            <FlightSummarySkeleton flights={search.roundTrip ? 2 : 1} />
          )}
        </Box>
      )}
      {step < 2 && (
        <StepWithPrice price={price} language={language}>
          {step === 0 && (
            <PassengersStep
              trip={trip}
              quoteId={quote?.quoteId ?? null}
              currency={quote?.currency ?? currency}
              control={form.control}
              types={passengerTypesOf({
                adult: search.adult,
                child: search.child,
                infant: search.infant,
              })}
              currentPassengers={() => form.getValues('passengers')}
              seats={quote && extras.seatsQuoteId === quote.quoteId ? extras.seats : []}
              calendar={calendar}
              language={language}
              onSeats={(seats) =>
                update((d) => ({ ...d, seats, seatsQuoteId: quote?.quoteId ?? '' }))
              }
              saved={customer.saved}
              onPickSaved={pickSaved}
              savePassengers={extras.savePassengers}
              onSavePassengers={(savePassengers) => update((d) => ({ ...d, savePassengers }))}
            />
          )}
          {step === 1 && quote && (
            <Suspense fallback={null}>
              <ServicesStep
                offers={services}
                services={extras.services}
                mainName={mainName}
                currency={quote.currency}
                language={language}
                errorText={errorText}
                onChange={(next) => {
                  update((d) => ({ ...d, services: next }));
                  setErrors((e) => {
                    const rest = withoutPrefix(e, 'services');
                    return Object.keys(e).some((p) => p.startsWith('services'))
                      ? { ...rest, ...animalErrors(next.animals, petMax) }
                      : rest;
                  });
                }}
                onAnimalLimit={() =>
                  setErrors((e) => ({ ...e, 'services.animals': { key: 'animalNoSpace' } }))
                }
                onTypeFirst={(index) => {
                  setErrors((e) => ({
                    ...e,
                    [`services.animals.${index}.type`]: { key: 'animalTypeFirst' },
                  }));
                  focusField(`services.animals.${index}.type`);
                }}
              />
            </Suspense>
          )}
        </StepWithPrice>
      )}
      {step === 2 && quote && lines && (
        <Suspense fallback={null}>
          <FinishStep
            quote={quote}
            draft={draft}
            lines={lines}
            calendar={calendar}
            language={language}
            errorText={errorText}
            discountBusy={discount.busy}
            paying={paying}
            expired={expired}
            onDiscountCode={(discountCode) => {
              update((d) => ({ ...d, discountCode, discount: null }));
              clearErrors('discountCode');
            }}
            onApplyDiscount={() => void discount.apply()}
            onAgreement={(agreement) => {
              update((d) => ({ ...d, agreement }));
              clearErrors('agreement');
            }}
            onPay={pay}
            wallet={
              customer.credit?.currency === quote.currency
                ? { amount: customer.credit.amount }
                : null
            }
            payment={payWith}
            onPayment={setPayWith}
          />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        <Button
          variant="outlined"
          disabled={step === 0}
          onClick={() => goTo(step - 1)}
          sx={{ visibility: step === 0 ? 'hidden' : 'visible' }}
        >
          {t('booking.previous')}
        </Button>
        {step < 2 && (
          <Button
            variant="contained"
            onClick={() => moveTo(step + 1)}
            disabled={!quote || loadingSteps}
            data-testid="next-step"
          >
            {t('booking.next')}
          </Button>
        )}
      </Box>
    </PageContainer>
  );
}
