import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** /refund finds a flight booking or a hotel stay: which one the guest is looking for. */
export function RefundKindChoice({
  kind,
  onKind,
}: {
  kind: 'flight' | 'hotel';
  onKind: (kind: 'flight' | 'hotel') => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={kind}
      aria-label={t('hotelStays.refundKind')}
      onChange={(_, next: 'flight' | 'hotel' | null) => {
        if (next) onKind(next);
      }}
    >
      <ToggleButton value="flight">{t('hotelStays.refundKindFlight')}</ToggleButton>
      <ToggleButton value="hotel">{t('hotelStays.refundKindHotel')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
