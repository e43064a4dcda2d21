import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import {
  canDecrement,
  canIncrement,
  maxPassengers,
  passengerCountKeys,
  stepPassengerCount,
  type PassengerCounts,
} from '@parvaz/domain/passengers/counts';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../app/settings/use-active-settings';

/**
 * Adults, children and infants. The "+" and "−" buttons follow the rules as you click (at most
 * nine people, one infant per adult) and are disabled rather than letting the search go invalid.
 */
export function PassengerField({
  value,
  onChange,
}: {
  value: PassengerCounts;
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
    .join(' · ');

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        fullWidth
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<PersonOutlineIcon />}
        sx={{
          height: 56,
          justifyContent: 'flex-start',
          borderColor: 'rgba(0,0,0,0.23)',
          textTransform: 'none',
          fontWeight: 400,
          fontSize: 16,
        }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.2 }}>
            {t('search.passengers')}
          </Box>
          <Box component="span">{summary}</Box>
        </Box>
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('search.passengers'), sx: { p: 2, width: 300 } } }}
      >
        {passengerCountKeys.map((key) => (
          <Box
            key={key}
            role="group"
            aria-label={t(`search.${key}`)}
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1 }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t(`search.${key}`)}</Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t(`search.${key}Hint`)}</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <IconButton
                aria-label={t('search.decrease', { type: t(`search.${key}`) })}
                disabled={!canDecrement(value, key)}
                onClick={() => onChange(stepPassengerCount(value, key, -1))}
                size="small"
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
              <Typography
                aria-live="polite"
                data-testid={`count-${key}`}
                sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}
              >
                {digits(value[key])}
              </Typography>
              <IconButton
                aria-label={t('search.increase', { type: t(`search.${key}`) })}
                disabled={!canIncrement(value, key)}
                onClick={() => onChange(stepPassengerCount(value, key, 1))}
                size="small"
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        ))}
        <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>
          {t('search.passengerRules', { max: digits(maxPassengers) })}
        </Typography>
        <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={() => setAnchor(null)}>
          {t('search.done')}
        </Button>
      </Popover>
    </>
  );
}
