import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';
import { useNow } from './use-now';

/**
 * Remaining time as m:ss (or h:mm:ss), never negative. Kept here, not with the booking's rules,
 * so the pages that show a hold's countdown do not load the booking's schemas.
 */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * The hold's remaining time; turns to warning colours in the last two minutes. It keeps its own
 * clock, so the second-by-second tick re-renders this leaf and nothing else of the page. A flight
 * booking's seats by default; another hold (a hotel stay's rooms) names what it holds.
 */
export function Countdown({
  deadline,
  stopped,
  language,
  label,
  ariaLabel,
}: {
  /** When the hold ends, epoch milliseconds. */
  deadline: number;
  /** Shows zero: the hold is known to be over. */
  stopped: boolean;
  language: Language;
  /** The words before the time ("Seats held for"). */
  label?: string;
  /** What a screen reader hears, given the time left. */
  ariaLabel?: (time: string) => string;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const remainingMs = stopped ? 0 : Math.max(0, deadline - now);
  const low = remainingMs < 120_000;
  const text = toLocalDigits(formatRemaining(remainingMs), language);
  return (
    <Box
      role="timer"
      aria-label={ariaLabel ? ariaLabel(text) : t('booking.countdownAria', { time: text })}
      data-testid="countdown"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        fontWeight: 700,
        bgcolor: low ? 'warning.light' : 'action.hover',
        color: low ? 'warning.contrastText' : 'text.primary',
      }}
    >
      <TimerOutlinedIcon fontSize="small" aria-hidden />
      <span>{label ?? t('booking.timeLeft')}</span>
      <Box component="bdi" dir="ltr" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 48 }}>
        {text}
      </Box>
    </Box>
  );
}
