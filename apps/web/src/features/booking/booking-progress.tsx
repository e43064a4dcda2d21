import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import { Countdown } from './countdown';

/** The booking's three steps, which move between them, and the hold's countdown; it stays in view. */
export function BookingProgress({
  step,
  deadline,
  expired,
  language,
  onStep,
}: {
  step: number;
  /** When the hold ends, epoch milliseconds; null while the hold is being made. */
  deadline: number | null;
  expired: boolean;
  language: Language;
  onStep: (step: number) => void;
}) {
  const { t } = useTranslation();
  const labels = [
    t('booking.step.passengers'),
    t('booking.step.services'),
    t('booking.step.finish'),
  ];
  return (
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
        {labels.map((label, index) => (
          <Step key={label} completed={index < step}>
            <StepButton
              icon={toLocalDigits(String(index + 1), language)}
              onClick={() => onStep(index)}
              aria-current={index === step ? 'step' : undefined}
            >
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {deadline === null ? (
        <Skeleton variant="rounded" width={150} height={36} />
      ) : (
        <Countdown deadline={deadline} stopped={expired} language={language} />
      )}
    </Paper>
  );
}
