import BedIcon from '@mui/icons-material/Bed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import type { RoomOccupancy } from '@parvaz/domain/hotels/stay';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawnAfterAPress, lazyPart } from '../../lib/lazy/lazy-part';
import { guestCount } from './hotel-search-params';
import { useStayWords } from './stay-words';

const RoomsCounter = lazyPart(() => import('./rooms-counter'), drawnAfterAPress);

export function preloadRoomsCounter(): void {
  void RoomsCounter.preload();
}

/** "2 rooms · 5 guests", opening a small popover with each room's guests. */
export function RoomsField({
  rooms,
  error,
  onChange,
}: {
  rooms: RoomOccupancy[];
  error?: string;
  onChange: (rooms: RoomOccupancy[]) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const words = useStayWords();
  const summary = [words.rooms(rooms.length), words.guests(guestCount(rooms))].join(
    t('list.separator'),
  );

  return (
    <Box>
      <Button
        variant="outlined"
        color={error ? 'error' : 'inherit'}
        fullWidth
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<BedIcon />}
        sx={{
          height: 56,
          justifyContent: 'flex-start',
          borderColor: error ? undefined : 'rgba(0,0,0,0.23)',
          textTransform: 'none',
          fontWeight: 400,
          fontSize: 16,
        }}
      >
        <Box
          component="span"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 }}
        >
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.2 }}>
            {t('hotels.search.rooms')}
          </Box>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {summary}
          </Box>
        </Box>
      </Button>
      {error && (
        <Box role="alert" sx={{ color: 'error.main', fontSize: 12, mt: 0.5, mx: 1.75 }}>
          {error}
        </Box>
      )}
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('hotels.search.rooms'),
            sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={180} />}>
          <RoomsCounter rooms={rooms} onChange={onChange} />
        </Suspense>
        <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={() => setAnchor(null)}>
          {t('search.done')}
        </Button>
      </Popover>
    </Box>
  );
}
