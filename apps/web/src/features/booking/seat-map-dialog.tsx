import type { Currency } from '@parvaz/domain/format/money';
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
import type { SeatMap } from '@parvaz/domain/contracts/quote-extras';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatMapQuery, selectSeats } from './booking-api';
import type { DraftSeat } from './booking-draft';
import { lookStyle, SeatGrid, type Seat, type SeatLook } from './seat-grid';

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
  currency,
  passengerIndex,
  passengerName,
  seats,
  language,
  onClose,
  onPicked,
}: {
  open: boolean;
  quoteId: string;
  /** The currency the quote was priced in: the map is asked in it. */
  currency: Currency;
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
  const map = useQuery({ ...seatMapQuery(quoteId, language, currency), enabled: open });
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
      {
        direction: segment.direction,
        passengerIndex,
        seat: seat.code,
        price: seat.price,
        filed: seat.filed,
      },
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
        currency,
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
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      // On a phone the map takes the screen's width (less a sliver of backdrop), not 64 px less.
      sx={{
        '& .MuiDialog-paper': {
          mx: { xs: 1, sm: 4 },
          width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
        },
      }}
    >
      <DialogTitle>{t('booking.seatMapTitle', { name: passengerName })}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
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
                seat: n(picked(segment.direction) ?? t('booking.noSeat')),
              })}
            </Typography>
            <SeatGrid
              segment={segment}
              passengerIndex={passengerIndex}
              picked={picked(segment.direction)}
              busy={saving}
              language={language}
              onPick={(seat) => void pick(seat)}
            />
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
