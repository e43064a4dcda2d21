import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { normalizeDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';

/** A whole number between 0 and `max` with − and + buttons; the field takes typed digits too. */
export function QuantityStepper({
  id,
  label,
  value,
  max,
  step = 1,
  language,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  max: number;
  step?: number;
  language: Language;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const clamp = (v: number) => Math.max(0, Math.min(max, v));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        aria-label={t('booking.decrease', { name: label })}
        disabled={value <= 0}
        onClick={() => onChange(clamp(value - step))}
        size="small"
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        id={id}
        size="small"
        label={label}
        value={toLocalDigits(String(value), language)}
        onChange={(event) => {
          const digits = normalizeDigits(event.target.value).replace(/\D/g, '');
          onChange(clamp(Number(digits || '0')));
        }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', dir: 'ltr', style: { textAlign: 'center' } },
        }}
        sx={{ width: 200 }}
      />
      <IconButton
        aria-label={t('booking.increase', { name: label })}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + step))}
        size="small"
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
