import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { RulesResponse } from '@parvaz/domain/contracts/tickets';
import { refundModes } from '@parvaz/domain/refunds/refund-rules';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { legendStyle } from './legend-style';
import { refundQuote, type RefundForm } from './refund-selection';
import { SectionTitle } from './ticket-parts';

/** The refund's mode, each explained, with what it gives back for the tickets chosen. */
export function RefundModeGroup({
  control,
  chosen,
  rulesOf,
  money,
}: {
  control: Control<RefundForm>;
  chosen: readonly string[];
  rulesOf: (ticketNumber: string) => RulesResponse | undefined;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name="mode"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ m: 0 }}>
          <FormLabel component="legend" sx={legendStyle}>
            <SectionTitle>{t('tickets.modeTitle')}</SectionTitle>
          </FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(event) => {
              const next = refundModes.find((m) => m === event.target.value);
              if (next) field.onChange(next);
            }}
            sx={{ display: 'grid', gap: 1 }}
          >
            {refundModes.map((m) => {
              const modeQuote = chosen.length > 0 ? refundQuote(chosen, m, rulesOf) : null;
              const known = modeQuote && modeQuote.pending.length === 0;
              return (
                <Paper
                  key={m}
                  variant="outlined"
                  sx={{
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    borderColor: field.value === m ? 'primary.main' : 'divider',
                  }}
                >
                  <FormControlLabel
                    value={m}
                    control={
                      <Radio
                        sx={{ mt: -0.75 }}
                        slotProps={{
                          input: { ref: m === refundModes[0] ? field.ref : undefined },
                        }}
                      />
                    }
                    sx={{ alignItems: 'flex-start', m: 0, width: '100%', gap: 0.5 }}
                    label={
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 700 }}>{t(`tickets.mode.${m}`)}</Typography>
                        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                          {t(`tickets.modeHint.${m}`)}
                        </Typography>
                        {known && (
                          <Typography
                            sx={{ fontSize: 13, mt: 0.5 }}
                            data-testid={`mode-refund-${m}`}
                          >
                            {modeQuote.blocked.length === chosen.length
                              ? t('tickets.modeNotAllowed')
                              : t('tickets.modeRefund', {
                                  amount: money(modeQuote.amount),
                                  settle: t(`tickets.settle.${modeQuote.settle}`),
                                })}
                          </Typography>
                        )}
                      </Box>
                    }
                  />
                </Paper>
              );
            })}
          </RadioGroup>
          {fieldState.error && (
            <FormHelperText role="alert" sx={{ fontSize: 14, mx: 0 }}>
              {errorText(fieldState.error)}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
