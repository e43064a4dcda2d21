import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StayPolicyView } from '@parvaz/domain/contracts/hotels';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useTranslation } from 'react-i18next';
import { useCounted } from '../../lib/format/counted';
import { formatInstant, formatLocalDateTime } from '../../lib/format/date-time';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { useMoney } from '../../lib/money/use-money';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { policySteps, type PolicyStep } from './policy-steps';

/**
 * A deadline as the hotel's clock reads it, and on the visitor's own clock. The second needs
 * the device's zone, which the server cannot know: it fills in after hydration, in a line that
 * keeps its height.
 */
function Deadline({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const hydrated = useHydrated();
  return (
    <Box sx={{ fontSize: 12, lineHeight: 1.5 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {t('hotels.policy.hotelTime', { time: formatLocalDateTime(iso, calendar, language) })}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {hydrated
          ? t('hotels.policy.yourTime', { time: formatInstant(iso, calendar, language) })
          : '\u00a0'}
      </Box>
    </Box>
  );
}

function usePenaltyText() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const counted = useCounted();
  const display = useMoney();
  return (step: PolicyStep) => {
    if (step.free) return t('hotels.policy.free');
    const amount = display.format(step.penalty);
    if (step.penalty.nights !== undefined)
      return counted('hotels.policy.penaltyNights', step.penalty.nights, {
        amount,
      });
    if (step.penalty.percent !== undefined)
      return t('hotels.policy.penaltyPercent', {
        amount,
        percent: toLocalDigits(String(step.penalty.percent), language),
      });
    return t('hotels.policy.penalty', { amount });
  };
}

const stepColor = (step: PolicyStep, index: number) =>
  step.free ? 'success.main' : index === 0 ? 'warning.main' : 'error.main';

/**
 * A rate's cancellation terms in words ("Cancel before …: free") and as a timeline from
 * booking to check-in, each stretch coloured by what cancelling in it costs.
 */
export function CancellationPolicy({ policy }: { policy: StayPolicyView }) {
  const { t } = useTranslation();
  const display = useMoney();
  const penaltyText = usePenaltyText();
  const steps = policySteps(policy);
  const last = steps.at(-1);
  return (
    <Box data-testid="cancellation-policy">
      <Typography sx={{ fontWeight: 700, fontSize: 14, mb: 0.5 }}>
        {policy.refundable ? t('hotels.policy.title') : t('hotels.policy.nonRefundable')}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 2.5, fontSize: 14 }}>
        {policy.refundable &&
          steps.map((step) => (
            <li key={step.until}>
              <PolicyLine step={step} text={penaltyText(step)} />
            </li>
          ))}
        <li>{t('hotels.policy.noShow', { amount: display.format(policy.noShow) })}</li>
      </Box>
      {last && (
        <Box
          role="img"
          aria-label={t('hotels.policy.timeline')}
          sx={{ mt: 1.5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.5 }}
        >
          {steps.map((step, index) => (
            <Box key={step.until} sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ height: 8, borderRadius: 4, bgcolor: stepColor(step, index) }} />
              <Typography sx={{ fontSize: 12, fontWeight: 700, mt: 0.5 }}>
                {index === 0 ? t('hotels.policy.fromBooking') : ''} {penaltyText(step)}
              </Typography>
              <Deadline iso={step.until} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function PolicyLine({ step, text }: { step: PolicyStep; text: string }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  return (
    <>
      {t('hotels.policy.before', { date: formatLocalDateTime(step.until, calendar, language) })}{' '}
      <Box component="strong" sx={{ color: step.free ? 'success.dark' : 'inherit' }}>
        {text}
      </Box>
    </>
  );
}
