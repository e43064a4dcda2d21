import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Currency } from '@parvaz/domain/format/money';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money';
import { fieldId } from '../booking/field-errors';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import type { ReserveForm, ReservedRoom } from './reserve-rules';
import type { StayDiscount } from './stay-discount';

/**
 * The discount code of a stay: typed, applied (Enter or Apply), and then what it takes off or
 * the server's words for why it does not apply, under the field.
 */
export function ReserveDiscount({
  control,
  currency,
  discount,
  busy,
  onApply,
  onEdited,
}: {
  control: Control<ReserveForm, readonly ReservedRoom[]>;
  currency: Currency;
  discount: StayDiscount | null;
  busy: boolean;
  onApply: () => void;
  onEdited: () => void;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name="discountCode"
      render={({ field, fieldState }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            id={fieldId('discountCode')}
            size="small"
            label={t('booking.discountCode')}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              onEdited();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onApply();
              }
            }}
            error={Boolean(fieldState.error)}
            helperText={
              errorText(fieldState.error) ??
              (discount
                ? t('booking.discountApplied', {
                    amount: display.show({ amount: discount.amount, currency }),
                  })
                : undefined)
            }
            slotProps={{
              htmlInput: { dir: 'ltr', autoComplete: 'off', 'data-testid': 'discount-code' },
              formHelperText: {
                role: fieldState.error ? 'alert' : undefined,
                sx: { color: discount && !fieldState.error ? 'success.dark' : undefined },
              },
            }}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            onClick={onApply}
            disabled={busy || field.value.trim() === ''}
            sx={{ minHeight: 40 }}
          >
            {t('booking.applyDiscount')}
          </Button>
        </Box>
      )}
    />
  );
}
