import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { drawnAfterAPress, lazyPart } from '../../lib/lazy/lazy-part';

// The form, its rules (zod and the phone-number metadata) and react-hook-form come with the
// first opening: the results page wakes without them.
const PriceAlertForm = lazyPart(() => import('./price-alert-form'), drawnAfterAPress);

/** "Tell me when the fare drops": a mobile or an e-mail, and an optional target price. */
export function PriceAlertDialog({
  open,
  onClose,
  origin,
  destination,
  departureDate,
  routeLabel,
}: {
  open: boolean;
  onClose: () => void;
  origin: string;
  destination: string;
  departureDate: string;
  routeLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="price-alert-title"
    >
      <DialogTitle id="price-alert-title">{t('alert.title')}</DialogTitle>
      <Suspense fallback={null}>
        <PriceAlertForm
          onClose={onClose}
          routeLabel={routeLabel}
          origin={origin}
          destination={destination}
          departureDate={departureDate}
        />
      </Suspense>
    </Dialog>
  );
}
