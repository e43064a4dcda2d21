import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuoteResponse } from '@parvaz/domain/contracts/booking';
import { ticketName } from '@parvaz/domain/passengers/passport-name';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PassengerForm } from './booking-draft';

/**
 * The name as the ticket will print it ("On the ticket: AYSE YILMAZ"), under a passenger's name
 * fields while they are typed: the traveller sees what the passport spelling makes of Ş, ı or
 * Ü before booking. It watches the two names itself, so typing re-renders this line, not the card.
 */
export function TicketNameLine({
  control,
  index,
}: {
  control: Control<PassengerForm, QuoteResponse | null>;
  index: number;
}) {
  const { t } = useTranslation();
  const [firstName, lastName] = useWatch({
    control,
    name: [`passengers.${index}.firstName`, `passengers.${index}.lastName`],
  });
  const name = ticketName(firstName, lastName);
  if (name === null) return null;
  return (
    <Typography
      data-testid="ticket-name"
      sx={{ gridColumn: '1 / -1', fontSize: 13, color: 'text.secondary', mt: -1 }}
    >
      {t('booking.onTicket')}{' '}
      <Box
        component="bdi"
        dir="ltr"
        sx={{ color: 'text.primary', fontWeight: 700, letterSpacing: '0.04em' }}
      >
        {name}
      </Box>
    </Typography>
  );
}
