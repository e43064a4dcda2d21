import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { RefundRequestView } from '@parvaz/domain/contracts/tickets';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** What the refund request came to: settled now, or waiting for a decision. */
export function RefundOutcome({
  request,
  language,
  onClose,
}: {
  request: RefundRequestView;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const amount = formatMoney({ amount: request.amount, currency: request.currency }, language);
  const settled = request.status === 'approved';
  // The request is confirmed at the foot of a long page: its outcome is shown where it is read.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [request.id]);
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      severity={request.status === 'rejected' ? 'error' : 'success'}
      role="status"
      data-testid="refund-outcome"
      onClose={onClose}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {settled ? t('tickets.outcomeSettled') : t('tickets.outcomePending')}
      </Typography>
      <Typography sx={{ fontSize: 14 }}>
        {settled
          ? t('tickets.outcomeSettledText', {
              amount,
              destination: t(`tickets.destination.${request.destination}`),
            })
          : t('tickets.outcomePendingText', { amount })}
      </Typography>
    </Alert>
  );
}
