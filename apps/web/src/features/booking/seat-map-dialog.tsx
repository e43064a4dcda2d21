import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SeatMap } from '@parvaz/domain/contracts/booking';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatMapQuery, selectSeats } from './booking-api';
import type { DraftSeat } from './booking-draft';

type Seat = NonNullable<SeatMap['rows'][number]['seats'][number]>;
type SeatLook = 'free' | 'preferred' | 'taken' | 'mine' | 'companion';

function lookOf(seat: Seat, passengerIndex: number, picked: string | null): SeatLook {
  if (picked === seat.code) return 'mine';
  if (seat.status === 'mine') return seat.passengerIndex === passengerIndex ? 'mine' : 'companion';
  if (seat.status === 'taken') return 'taken';
  return seat.price > 0 ? 'preferred' : 'free';
}

const lookStyle: Record<SeatLook, object> = {
  free: { bgcolor: 'background.paper', borderColor: 'success.main', color: 'text.primary' },
  preferred: { bgcolor: 'warning.light', borderColor: 'warning.dark', color: 'text.primary' },
  taken: { bgcolor: 'action.disabledBackground', borderColor: 'divider', color: 'text.disabled' },
  mine: { bgcolor: 'primary.main', borderColor: 'primary.dark', color: 'primary.contrastText' },
  companion: { bgcolor: 'info.main', borderColor: 'info.dark', color: 'info.contrastText' },
};

function SeatSwatch({ look, label }: { look: SeatLook; label: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 13 }}>
      <Box
        aria-hidden
        sx={{ width: 18, height: 18, border: 2, borderRadius: 0.75, ...lookStyle[look] }}
      />
      {label}
    </Box>
  );
}

/**
 * The seat maps of the quote's flights for one adult: pick a free seat with mouse or keyboard
 * (every seat is a button named like "Seat 12A, window, free"); a seat someone else took in the
 * meantime answers 409 and the map is fetched again.
 */
export function SeatMapDialog({
  open,
  quoteId,
  passengerIndex,
  passengerName,
  seats,
  language,
  onClose,
  onPicked,
}: {
  open: boolean;
  quoteId: string;
  passengerIndex: number;
  passengerName: string;
  seats: readonly DraftSeat[];
  language: Language;
  onClose: () => void;
  onPicked: (seats: DraftSeat[]) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const map = useQuery({ ...seatMapQuery(quoteId, language), enabled: open });
  const segments = map.data?.segments ?? [];
  const segment = segments[Math.min(tab, Math.max(0, segments.length - 1))];
  const n = (v: number | string) => toLocalDigits(String(v), language);

  const pick = async (seat: Seat) => {
    if (!segment || saving) return;
    setProblem(null);
    setSaving(true);
    const next: DraftSeat[] = [
      ...seats.filter(
        (s) => !(s.direction === segment.direction && s.passengerIndex === passengerIndex),
      ),
      { direction: segment.direction, passengerIndex, seat: seat.code, price: seat.price },
    ];
    try {
      const result = await selectSeats(
        quoteId,
        next.map((s) => ({
          direction: s.direction,
          passengerIndex: s.passengerIndex,
          passengerType: 'ADT' as const,
          seat: s.seat,
        })),
      );
      if (result.ok) onPicked(next);
      else
        setProblem(
          result.error.status === 409
            ? result.error.message || t('seatTaken', { ns: 'messages' })
            : result.error.message,
        );
    } finally {
      setSaving(false);
      void map.refetch();
    }
  };

  const picked = (direction: SeatMap['direction']) =>
    seats.find((s) => s.direction === direction && s.passengerIndex === passengerIndex)?.seat ??
    null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>{t('booking.seatMapTitle', { name: passengerName })}</DialogTitle>
      <DialogContent dividers>
        {map.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={t('loader.loading')} />
          </Box>
        )}
        {map.isError && (
          <Alert
            severity="error"
            action={<Button onClick={() => void map.refetch()}>{t('booking.retry')}</Button>}
          >
            {map.error.message || t('booking.seatMapFailed')}
          </Alert>
        )}
        {segments.length > 1 && (
          <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ mb: 2 }}>
            {segments.map((s) => (
              <Tab
                key={s.direction}
                label={`${t(`booking.direction.${s.direction}`)} · ${s.flightNumber}`}
              />
            ))}
          </Tabs>
        )}
        {problem && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {segment && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
              <SeatSwatch look="free" label={t('booking.seatStatus.free')} />
              <SeatSwatch look="preferred" label={t('booking.seatStatus.preferred')} />
              <SeatSwatch look="taken" label={t('booking.seatStatus.taken')} />
              <SeatSwatch look="mine" label={t('booking.seatStatus.mine')} />
              <SeatSwatch look="companion" label={t('booking.seatStatus.companion')} />
            </Box>
            <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
              {t('booking.seatCurrent', {
                seat: picked(segment.direction) ?? t('booking.noSeat'),
              })}
            </Typography>
            <Box
              role="group"
              aria-label={t('booking.seatMapOf', { flight: segment.flightNumber })}
              dir="ltr"
              sx={{ display: 'grid', gap: 0.75, justifyContent: 'center', py: 1 }}
            >
              {segment.rows.map((row) => (
                <Box key={row.number} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <Box
                    aria-hidden
                    sx={{ width: 24, fontSize: 12, color: 'text.secondary', textAlign: 'end' }}
                  >
                    {row.number}
                  </Box>
                  {row.seats.map((seat, i) => {
                    if (!seat) return <Box key={`aisle-${i}`} sx={{ width: 20 }} aria-hidden />;
                    const look = lookOf(seat, passengerIndex, picked(segment.direction));
                    const status = t(`booking.seatStatus.${look}`);
                    const price =
                      seat.price > 0
                        ? `, ${formatMoney({ amount: seat.price, currency: segment.currency }, language)}`
                        : '';
                    return (
                      <Box
                        key={seat.code}
                        component="button"
                        type="button"
                        disabled={look === 'taken' || look === 'companion' || saving}
                        aria-pressed={look === 'mine'}
                        aria-label={`${t('booking.seatAria', {
                          seat: seat.code,
                          kind: t(`booking.seatKind.${seat.kind}`),
                          status,
                        })}${price}`}
                        title={`${seat.code}${price}`}
                        onClick={() => void pick(seat)}
                        sx={{
                          width: 36,
                          height: 36,
                          border: 2,
                          borderRadius: 1,
                          font: 'inherit',
                          fontSize: 11,
                          cursor: 'pointer',
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
                  {row.exit && (
                    <Box sx={{ fontSize: 11, color: 'error.main', ms: 0.5 }}>
                      {t('booking.exitRow')}
                    </Box>
                  )}
                </Box>
              ))}
            </Box>
            <Typography sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
              {n(segment.rows.length)} {t('booking.rows')} · {segment.aircraft}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('booking.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
