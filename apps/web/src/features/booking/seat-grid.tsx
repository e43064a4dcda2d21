import Box from '@mui/material/Box';
import type { SeatMap } from '@parvaz/domain/contracts/quote-extras';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money';
import { seatInDirection, type SeatGridShape } from './seat-grid-keys';

export type Seat = NonNullable<SeatMap['rows'][number]['seats'][number]>;
export type SeatLook = 'free' | 'preferred' | 'taken' | 'mine' | 'companion';

export function lookOf(seat: Seat, passengerIndex: number, picked: string | null): SeatLook {
  if (picked === seat.code) return 'mine';
  if (seat.status === 'mine') return seat.passengerIndex === passengerIndex ? 'mine' : 'companion';
  if (seat.status === 'taken') return 'taken';
  return seat.price > 0 ? 'preferred' : 'free';
}

export const lookStyle: Record<SeatLook, object> = {
  free: { bgcolor: 'background.paper', borderColor: 'success.main', color: 'text.primary' },
  preferred: { bgcolor: 'warning.light', borderColor: 'warning.dark', color: 'text.primary' },
  taken: { bgcolor: 'action.disabledBackground', borderColor: 'divider', color: 'text.disabled' },
  mine: { bgcolor: 'primary.main', borderColor: 'primary.dark', color: 'primary.contrastText' },
  companion: { bgcolor: 'info.main', borderColor: 'info.dark', color: 'info.contrastText' },
};

const unpickable = (look: SeatLook) => look === 'taken' || look === 'companion';

// A wide body's economy row (2-4-2 with two aisles and the row number) fits a 390 px phone at
// 32 px a seat; a narrower screen scrolls the map sideways instead of clipping it.
const seatSize = { xs: 32, sm: 36 };

/**
 * The seats of one flight, drawn left to right as in the cabin (in every language). Every seat
 * is a button named like "Seat 12A, window, free"; Tab goes through them and the arrow keys, Home
 * and End move across the map; the focused seat is scrolled into view, the map scrolling sideways
 * when it is wider than the screen.
 */
export function SeatGrid({
  segment,
  passengerIndex,
  picked,
  busy,
  language,
  onPick,
}: {
  segment: SeatMap;
  passengerIndex: number;
  picked: string | null;
  busy: boolean;
  language: Language;
  onPick: (seat: Seat) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const box = useRef<HTMLDivElement>(null);
  const shape: SeatGridShape = segment.rows.map((row) =>
    row.seats.map((seat) =>
      seat
        ? {
            letter: seat.letter,
            pickable: !unpickable(lookOf(seat, passengerIndex, picked)),
          }
        : null,
    ),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement)) return;
    const row = Number(event.target.dataset.row);
    const col = Number(event.target.dataset.col);
    if (!Number.isInteger(row) || !Number.isInteger(col)) return;
    const next = seatInDirection(shape, { row, col }, event.key);
    if (!next) return;
    const target = box.current?.querySelector<HTMLElement>(
      `[data-row="${next.row}"][data-col="${next.col}"]`,
    );
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <Box
      ref={box}
      dir="ltr"
      data-testid="seat-grid"
      sx={{ overflowX: 'auto', overscrollBehaviorX: 'contain', py: 1 }}
    >
      <Box
        role="group"
        aria-label={t('booking.seatMapOf', { flight: segment.flightNumber })}
        aria-busy={busy}
        onKeyDown={onKeyDown}
        // Centred while it fits, and scrolled from its left wall when it does not: a centred box
        // wider than its scroller would hide its first seats where no scroll can reach.
        sx={{ display: 'grid', gap: 0.5, width: 'max-content', mx: 'auto', px: '6px' }}
      >
        {segment.rows.map((row, r) => (
          <Box key={row.number} sx={{ display: 'grid', gap: 0.5 }}>
            {row.exit && (
              <Box
                sx={{
                  fontSize: 11,
                  color: 'error.main',
                  textAlign: 'center',
                  borderTop: 1,
                  borderColor: 'error.light',
                  pt: 0.25,
                }}
              >
                {t('booking.exitRow')}
              </Box>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box
                aria-hidden
                sx={{ width: 20, fontSize: 12, color: 'text.secondary', textAlign: 'end' }}
              >
                {toLocalDigits(String(row.number), language)}
              </Box>
              {row.seats.map((seat, c) => {
                if (!seat)
                  return <Box key={`aisle-${c}`} sx={{ width: { xs: 12, sm: 20 } }} aria-hidden />;
                const look = lookOf(seat, passengerIndex, picked);
                const status = t(`booking.seatStatus.${look}`);
                const price =
                  seat.price > 0
                    ? `, ${money.show({ amount: seat.price, currency: segment.currency })}`
                    : '';
                return (
                  <Box
                    key={seat.code}
                    component="button"
                    type="button"
                    data-row={r}
                    data-col={c}
                    // Taken seats leave the Tab order; a pick in progress does not, so the focus
                    // stays on the seat just chosen.
                    disabled={unpickable(look)}
                    aria-pressed={look === 'mine'}
                    aria-label={`${t('booking.seatAria', {
                      seat: toLocalDigits(seat.code, language),
                      kind: t(`booking.seatKind.${seat.kind}`),
                      status,
                    })}${price}`}
                    title={`${toLocalDigits(seat.code, language)}${price}`}
                    onClick={() => {
                      if (!busy) onPick(seat);
                    }}
                    sx={{
                      width: seatSize,
                      height: seatSize,
                      flex: 'none',
                      p: 0,
                      border: 2,
                      borderRadius: 1,
                      font: 'inherit',
                      fontSize: 11,
                      cursor: busy ? 'progress' : 'pointer',
                      ...lookStyle[look],
                      '&:disabled': { cursor: 'not-allowed' },
                      '&:focus-visible': {
                        outline: 3,
                        outlineColor: 'info.main',
                        outlineOffset: 2,
                      },
                    }}
                  >
                    {seat.letter}
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
