import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * What the home page says to a payer the bank sent back with a payment the site does not know
 * (`/?payment=unknown`): nothing tells which product it was for, so no product's result page
 * opens; the payer learns that nothing was bought and what becomes of money taken for it.
 */
export function PaymentNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('payment') !== 'unknown') return null;
  return (
    <Alert severity="info" role="status" sx={{ mt: 3 }}>
      {t('home.paymentUnknown')}
    </Alert>
  );
}
