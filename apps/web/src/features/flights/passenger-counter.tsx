import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import {
  canDecrement,
  canIncrement,
  maxPassengers,
  passengerCountKeys,
  stepPassengerCount,
  type PassengerCounts,
} from '@parvaz/domain/passengers/counts';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';

/** The three counters; loaded with the popover so the rules' module stays out of the first load. */
export default function PassengerCounter({
  value,
  onChange,
}: {
  value: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const digits = (n: number) => toLocalDigits(String(n), language);
  return (
    <>
      {passengerCountKeys.map((key) => (
        <Box
          key={key}
          role="group"
          aria-label={t(`search.${key}`)}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1 }}
        >
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{t(`search.${key}`)}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {t(`search.${key}Hint`)}
            </Typography>
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
    </>
  );
}
