import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { tenantPhoneRegion } from '@parvaz/domain/validation/contact';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { useAuthStore } from '../../lib/auth/auth-store';
import { useActiveCalendar, useActiveLanguage } from '../../app/settings/use-active-settings';
import { useTenant } from '../../app/tenant/app-config-context';
import { flightsUrl, readChoice, readSearch } from '../flights/search-params';
import { attemptKey, bookFlight, checkDiscount, forgetAttempt, servicesQuery } from './booking-api';
import type { BookingDraft, FieldErrors, PassengerForm } from './booking-draft';
import { animalErrors, bookingRequest, firstErrorPath, priceLines } from './booking-rules';
import { Countdown } from './countdown';
import { focusField, useErrorText, withoutPrefix } from './field-errors';
import { FinishStep } from './finish-step';
import { FlightSummary } from './flight-summary';
import { formPathOf } from './passenger-form';
import { PassengersStep } from './passengers-step';
import { ServicesStep } from './services-step';
import { useBookingDraft } from './use-booking-draft';
import { useNow } from './use-now';
import { usePassengerForm } from './use-passenger-form';
import { useQuote } from './use-quote';

/** The step a server field error belongs to. */
function stepOfPath(path: string): number {
  if (path.startsWith('passengers') || path.startsWith('contact')) return 0;
  if (path.startsWith('services')) return 1;
  return 2;
}

export function BookingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const language = useActiveLanguage();
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
  const answer = query.data;
  const quote = answer?.ok ? answer.data : null;

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

  const { extras, update } = useBookingDraft(selection);
  const form = usePassengerForm(
    selection,
    { adult: search.adult, child: search.child, infant: search.infant },
    quote,
    {
      country: tenantPhoneRegion[tenant.defaultNationality],
      nationality: tenant.defaultNationality,
      calendar,
    },
  );
  const [passengers, contact] = useWatch({
    control: form.control,
    name: ['passengers', 'contact'],
  });
  const draft: BookingDraft = { ...extras, passengers, contact };
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [heldOver, setHeldOver] = useState(false);
  const [discountBusy, setDiscountBusy] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payWith, setPayWith] = useState<'gateway' | 'wallet'>('gateway');
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user_info);
  const payingRef = useRef(false);
  const errorText = useErrorText(errors);
  const now = useNow();

  const services = useQuery({
    ...servicesQuery(quote?.quoteId ?? '', language),
    enabled: quote !== null,
  });
  const offers = services.data?.services ?? [];
  const petMax = offers.find((o) => o.code === 'PET')?.max ?? 0;

  const clearErrors = (...paths: string[]) =>
    setErrors((current) => {
      if (!paths.some((p) => current[p])) return current;
      return Object.fromEntries(Object.entries(current).filter(([p]) => !paths.includes(p)));
    });

  const showErrors = (found: FieldErrors, order: string[] = []) => {
    setErrors(found);
    const first = firstErrorPath(found, order);
    if (!first) return;
    setStep(stepOfPath(first));
    focusField(first);
  };

  /** The checks of the steps after the passengers (the passenger form checks itself). */
  const checkStep = (index: number): FieldErrors => {
    if (index === 1) return animalErrors(extras.services.animals, petMax);
    return extras.agreement ? {} : { agreement: { key: 'agreementRequired' } };
  };

  /** Shows the passenger step, so the form can focus a field of it. */
  const showPassengers = () => flushSync(() => setStep(0));

  const goTo = (target: number) => {
    if (target <= step) {
      setStep(target);
      return;
    }
    const advance = () => {
      for (let i = Math.max(step, 1); i < target; i += 1) {
        const found = checkStep(i);
        if (Object.keys(found).length > 0) {
          showErrors(found);
          return;
        }
      }
      setErrors({});
      setStep(target);
      window.scrollTo({ top: 0 });
    };
    // Leaving the passenger step submits its form: errors show and the first wrong field is focused.
    if (step === 0) void form.handleSubmit(advance)();
    else advance();
  };

  const refreshFlight = () => {
    setHeldOver(false);
    update((d) => ({ ...d, discount: null }));
    refresh();
  };

  const applyDiscount = async () => {
    if (!quote || discountBusy) return;
    const code = extras.discountCode.trim();
    if (!code) return;
    setDiscountBusy(true);
    try {
      const result = await checkDiscount(quote.quoteId, code);
      if (result.ok) {
        update((d) => ({
          ...d,
          discount: { code: result.data.code, amount: result.data.discount.amount },
        }));
        clearErrors('discountCode');
      } else {
        update((d) => ({ ...d, discount: null }));
        setErrors((e) => ({
          ...e,
          discountCode: { text: result.error.fields.code ?? result.error.message },
        }));
      }
    } finally {
      setDiscountBusy(false);
    }
  };

  const book = async (values: PassengerForm) => {
    if (!quote || payingRef.current) return;
    const found = { ...checkStep(1), ...checkStep(2) };
    if (Object.keys(found).length > 0) {
      showErrors(found, ['agreement']);
      return;
    }
    payingRef.current = true;
    setPaying(true);
    let leaving = false;
    try {
      const result = await bookFlight(
        bookingRequest(quote, values, extras, attemptKey(quote.quoteId), payWith),
      );
      if (result.ok) {
        if (result.data.receipt) {
          leaving = true;
          void navigate(`/booking/result?receipt=${encodeURIComponent(result.data.receipt)}`);
        } else if (result.data.paymentUrl) {
          leaving = true;
          window.location.assign(result.data.paymentUrl);
        } else {
          setErrors({
            _form: { text: t('booking.bookedNoPayment', { code: result.data.trackingCode }) },
          });
        }
        return;
      }
      const { error } = result;
      // Nothing was booked: the next try is a new attempt.
      forgetAttempt(quote.quoteId);
      if (error.status === 410) setHeldOver(true);
      const mapped: FieldErrors = {};
      const onForm: Array<[FieldPath<PassengerForm>, string]> = [];
      for (const [path, message] of Object.entries(error.fields)) {
        const name = formPathOf(path);
        if (name) onForm.push([name, message]);
        else mapped[path] = { text: message };
      }
      if (onForm.length === 0 && Object.keys(mapped).length === 0)
        mapped._form = { text: error.message };
      const first = onForm[0];
      if (!first) {
        showErrors(mapped, ['agreement']);
        return;
      }
      setErrors(mapped);
      for (const [name, message] of onForm) form.setError(name, { type: 'server', message });
      showPassengers();
      form.setFocus(first[0]);
    } catch {
      // No answer or a server fault: already toasted; the same attempt key retries safely.
    } finally {
      if (!leaving) {
        payingRef.current = false;
        setPaying(false);
      }
    }
  };

  // A passenger form with errors shows its step, where the form focuses the first wrong field.
  const pay = () => void form.handleSubmit(book, showPassengers)();

  const title = (
    <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
      {t('booking.title')}
    </Typography>
  );

  if (!choice.departureRef || !choice.agencyId)
    return (
      <PageContainer narrow>
        {title}
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <Button component={RouterLink} to="/">
              {t('common.backHome')}
            </Button>
          }
        >
          {t('booking.noChoice')}
        </Alert>
      </PageContainer>
    );

  if (!answer)
    return (
      <PageContainer>
        {title}
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }} aria-busy="true">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      </PageContainer>
    );

  if (!answer.ok)
    return (
      <PageContainer narrow>
        {title}
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 2 }}
          action={
            <Button component={RouterLink} to={backUrl} startIcon={<ArrowBackIcon />}>
              {t('booking.backToResults')}
            </Button>
          }
        >
          {answer.error.message ||
            t(answer.error.status === 409 ? 'flightUnavailable' : 'serverError', {
              ns: 'messages',
            })}
        </Alert>
      </PageContainer>
    );

  if (!quote) return null;
  const remaining = quote.deadline - now;
  const expired = heldOver || remaining <= 0;
  const lines = priceLines(quote, draft, offers);
  const steps = [
    t('booking.step.passengers'),
    t('booking.step.services'),
    t('booking.step.finish'),
  ];
  const main = passengers[0];
  const mainName =
    main && `${main.firstName} ${main.lastName}`.trim()
      ? `${main.firstName} ${main.lastName}`
      : t('booking.passengerTitle', { type: t('booking.type.ADT'), n: 1 });

  return (
    <PageContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          {title}
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
            {quote.segments
              .map((s) => `${s.origin.cityName} → ${s.destination.cityName}`)
              .join(' · ')}{' '}
            · {quote.agency.name}
          </Typography>
        </Box>
        <Button component={RouterLink} to={backUrl} startIcon={<ArrowBackIcon />} size="small">
          {t('booking.changeFlight')}
        </Button>
      </Box>
      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          top: { xs: 64, md: 68 },
          zIndex: 2,
          p: { xs: 1.5, md: 2 },
          mb: 2,
          borderRadius: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Stepper
          nonLinear
          activeStep={step}
          alternativeLabel
          sx={{ flex: 1, minWidth: { xs: '100%', sm: 360 } }}
          aria-label={t('booking.stepsLabel')}
        >
          {steps.map((label, index) => (
            <Step key={label} completed={index < step}>
              <StepButton
                onClick={() => goTo(index)}
                aria-current={index === step ? 'step' : undefined}
              >
                {label}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        <Countdown remainingMs={expired ? 0 : remaining} language={language} />
      </Paper>
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
          <FlightSummary segments={quote.segments} calendar={calendar} language={language} />
        </Box>
      )}
      {step === 0 && (
        <PassengersStep
          quote={quote}
          control={form.control}
          passengers={passengers}
          seats={extras.seatsQuoteId === quote.quoteId ? extras.seats : []}
          calendar={calendar}
          language={language}
          onSeats={(seats) => update((d) => ({ ...d, seats, seatsQuoteId: quote.quoteId }))}
        />
      )}
      {step === 1 && (
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
      )}
      {step === 2 && (
        <FinishStep
          quote={quote}
          draft={draft}
          lines={lines}
          calendar={calendar}
          language={language}
          errorText={errorText}
          discountBusy={discountBusy}
          paying={paying}
          expired={expired}
          onDiscountCode={(discountCode) => {
            update((d) => ({ ...d, discountCode, discount: null }));
            clearErrors('discountCode');
          }}
          onApplyDiscount={() => void applyDiscount()}
          onAgreement={(agreement) => {
            update((d) => ({ ...d, agreement }));
            clearErrors('agreement');
          }}
          onPay={pay}
          wallet={
            user?.role === 'customer' && user.credit?.currency === quote.currency
              ? { amount: user.credit.amount }
              : null
          }
          payment={payWith}
          onPayment={setPayWith}
        />
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
          <Button variant="contained" onClick={() => goTo(step + 1)} data-testid="next-step">
            {t('booking.next')}
          </Button>
        )}
      </Box>
    </PageContainer>
  );
}
