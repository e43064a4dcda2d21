import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { drawnAfterAPress, lazyPart } from '../../lib/lazy/lazy-part';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import type { PassengerCounts } from '@parvaz/domain/passengers/counts';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { Suspense, useId, useState } from 'react';

const PassengerCounter = lazyPart(() => import('./passenger-counter'), drawnAfterAPress);
const passengerCountKeys = ['adult', 'child', 'infant'] as const;

export function preloadPassengerCounter(): void {
  void PassengerCounter.preload();
}
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';

/**
 * Adults, children and infants. The "+" and "−" buttons follow the rules as you click (at most
 * nine people, one infant per adult) and are disabled rather than letting the search go invalid.
 */
export function PassengerField({
  value,
  error,
  onChange,
}: {
  value: PassengerCounts;
  /** What the counts break (an address may name any): said under the field. */
  error?: string;
  onChange: (counts: PassengerCounts) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const digits = (n: number) => toLocalDigits(String(n), language);
  const summary = passengerCountKeys
    .filter((key) => value[key] > 0)
    .map((key) => `${t(`search.${key}`)} ${digits(value[key])}`)
    .join(t('list.separator'));

  return (
    <Box>
      <Button
        variant="outlined"
        color={error ? 'error' : 'inherit'}
        fullWidth
        aria-describedby={error ? `${id}-error` : undefined}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<PersonOutlineIcon />}
        sx={{
          height: 56,
          justifyContent: 'flex-start',
          borderColor: error ? 'error.main' : 'rgba(0,0,0,0.23)',
          textTransform: 'none',
          fontWeight: 400,
          fontSize: 16,
        }}
      >
        <Box
          component="span"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
        >
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.2 }}>
            {t('search.passengers')}
          </Box>
          <Box component="span">{summary}</Box>
        </Box>
      </Button>
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': t('search.passengers'), sx: { p: 2, width: 300 } },
        }}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={180} />}>
          <PassengerCounter value={value} onChange={onChange} />
        </Suspense>
        <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={() => setAnchor(null)}>
          {t('search.done')}
        </Button>
      </Popover>
    </Box>
  );
}
