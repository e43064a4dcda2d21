import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { TicketLine } from '@parvaz/domain/contracts/tickets';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { legendStyle } from './legend-style';
import type { RefundForm } from './refund-selection';
import { SectionTitle } from './ticket-parts';
import { TicketChoiceLine } from './ticket-choice-line';

function lineKey(line: TicketLine, index: number): string {
  return line.ticketNumber ?? `${line.passenger}-${line.direction}-${index}`;
}

/** The booking's tickets as the refund's first question: which of them to refund. */
export function TicketChoiceList({
  control,
  baseId,
  tickets,
  anyRefundable,
  chosen,
  onToggle,
  money,
  calendar,
  language,
}: {
  control: Control<RefundForm>;
  /** The form's id; the list's legend is `${baseId}-title`. */
  baseId: string;
  tickets: readonly TicketLine[];
  anyRefundable: boolean;
  chosen: readonly string[];
  onToggle: (ticketNumber: string) => void;
  money: (amount: number) => string;
  calendar: CalendarMode;
  language: Language;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name="tickets"
      render={({ fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ m: 0 }}>
          <FormLabel component="legend" sx={legendStyle}>
            <SectionTitle id={`${baseId}-title`}>{t('tickets.ticketsTitle')}</SectionTitle>
          </FormLabel>
          <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }}>
            {anyRefundable ? t('tickets.chooseTickets') : t('tickets.nothingRefundable')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {tickets.map((line, index) => (
              <TicketChoiceLine
                key={lineKey(line, index)}
                line={line}
                detailsId={`${baseId}-line-${index}`}
                checked={line.ticketNumber !== null && chosen.includes(line.ticketNumber)}
                onToggle={onToggle}
                money={money}
                calendar={calendar}
                language={language}
              />
            ))}
          </Box>
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
