import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CancellationPolicy } from '../hotels/cancellation-policy';
import type { ReservedRoom } from './reserve-rules';

/**
 * The cancellation terms the guest agrees to, before paying: one per room type chosen (rooms of
 * one type share them), named by the room when the stay has more than one type.
 */
export function ReservePolicy({ rooms }: { rooms: readonly ReservedRoom[] }) {
  const { t } = useTranslation();
  const types = [...new Map(rooms.map((room) => [room.offer.roomTypeId, room.offer])).values()];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('hotelStays.policyTitle')}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 2 }}
    >
      {types.map((offer) => (
        <Box key={offer.roomTypeId}>
          {types.length > 1 && (
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: 14, mb: 0.5 }}>
              {offer.name}
            </Typography>
          )}
          <CancellationPolicy policy={offer.cancellation} />
        </Box>
      ))}
    </Paper>
  );
}
