import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RefundRequestView, TicketInfo } from '@parvaz/domain/contracts/tickets';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiClientFailure } from '../../lib/api/api-client';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { resolverOf } from '../../lib/forms/zod-resolver';
import { RefundConfirmDialog } from './refund-confirm-dialog';
import { RefundModeGroup } from './refund-mode-group';
import { RefundOutcome } from './refund-outcome';
import {
  canConfirm,
  emptyRefundForm,
  isRefundable,
  refundQuote,
  toggleTicket,
  type RefundForm as RefundFormValues,
} from './refund-selection';
import { RulesCard } from './rules-card';
import { TicketChoiceList } from './ticket-choice-list';
import { SectionTitle } from './ticket-parts';
import { confirmRefund, rulesQuery, ticketKeys } from './tickets-api';
import { useMinuteClock } from './use-minute-clock';

/**
 * The booking's tickets with their state, and the refund: tickets to refund, the mode (each
 * explained), the fare rules of each chosen ticket with what every mode gives back in money, a
 * summary to confirm, and the outcome.
 */
export function RefundForm({
  info,
  access,
  chosenFirst,
  calendar,
  language,
}: {
  info: TicketInfo;
  access: string;
  /** A ticket the address asks to refund (the profile's link on a ticket). */
  chosenFirst: string;
  calendar: CalendarMode;
  language: Language;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const queryClient = useQueryClient();
  const now = useMinuteClock();
  const order = useMemo(
    () => info.tickets.flatMap((l) => (l.ticketNumber ? [l.ticketNumber] : [])),
    [info.tickets],
  );
  const refundable = useMemo(
    () => info.tickets.filter(isRefundable).map((l) => l.ticketNumber),
    [info.tickets],
  );
  const resolver = useMemo(
    () =>
      lazyResolver<RefundFormValues>(() =>
        import('./refund-form-rules').then(({ refundProblems }) =>
          resolverOf((values) => refundProblems(values, access, refundable)),
        ),
      ),
    [access, refundable],
  );
  const form = useForm<RefundFormValues>({
    defaultValues: {
      ...emptyRefundForm,
      tickets: refundable.includes(chosenFirst) ? [chosenFirst] : [],
    },
    resolver,
  });
  const { control, handleSubmit, reset } = form;
  const chosen = useWatch({ control, name: 'tickets' });
  const mode = useWatch({ control, name: 'mode' });
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RefundRequestView | null>(null);

  const rules = useQueries({
    queries: chosen.map((ticketNumber) => rulesQuery(access, ticketNumber, language)),
  });
  const rulesOf = (ticketNumber: string) => rules[chosen.indexOf(ticketNumber)]?.data;
  const rulesFailure = (ticketNumber: string): string | null => {
    const error = rules[chosen.indexOf(ticketNumber)]?.error;
    if (!error) return null;
    return error instanceof ApiClientFailure ? error.message : t('tickets.rulesFailed');
  };
  const quote = mode ? refundQuote(chosen, mode, rulesOf) : null;
  const money = (amount: number) => formatMoney({ amount, currency: info.currency }, language);
  const lineOf = (ticketNumber: string) =>
    info.tickets.find((l) => l.ticketNumber === ticketNumber);

  const review = handleSubmit(() => {
    setFailure(null);
    if (quote && canConfirm(quote, chosen)) setConfirming(true);
  });

  const send = async () => {
    if (!mode || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const result = await confirmRefund(access, chosen, mode);
      setConfirming(false);
      if (!result.ok) {
        setFailure(result.error.message);
        return;
      }
      setOutcome(result.data.request);
      reset(emptyRefundForm);
      await queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    } catch {
      // No answer or a server fault: already toasted; the dialog stays for another try.
    } finally {
      setSending(false);
    }
  };

  const toggle = (ticketNumber: string) =>
    form.setValue('tickets', toggleTicket(chosen, ticketNumber, order), {
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void review(event)}
      sx={{ display: 'grid', gap: 2 }}
      aria-labelledby={`${baseId}-title`}
    >
      {outcome && (
        <RefundOutcome request={outcome} language={language} onClose={() => setOutcome(null)} />
      )}
      <TicketChoiceList
        control={control}
        baseId={baseId}
        tickets={info.tickets}
        anyRefundable={refundable.length > 0}
        chosen={chosen}
        onToggle={toggle}
        money={money}
        calendar={calendar}
        language={language}
      />
      {refundable.length > 0 && (
        <>
          <RefundModeGroup control={control} chosen={chosen} rulesOf={rulesOf} money={money} />
          {chosen.length > 0 && (
            <Box component="section" aria-labelledby={`${baseId}-rules`}>
              <SectionTitle id={`${baseId}-rules`}>{t('tickets.rulesTitle')}</SectionTitle>
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                {chosen.map((ticketNumber) => {
                  const line = lineOf(ticketNumber);
                  if (!line || !isRefundable(line)) return null;
                  return (
                    <RulesCard
                      key={ticketNumber}
                      line={line}
                      rules={rulesOf(ticketNumber)}
                      failed={rulesFailure(ticketNumber)}
                      mode={mode}
                      now={now}
                      calendar={calendar}
                      language={language}
                    />
                  );
                })}
              </Box>
            </Box>
          )}
          {quote && quote.blocked.length > 0 && (
            <Alert severity="warning" role="alert">
              {t('tickets.modeBlocked', { mode: t(`tickets.mode.${mode || 'Normal'}`) })}
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {quote.blocked.map((b) => (
                  <li key={b.ticketNumber}>
                    <bdi dir="ltr">{lineOf(b.ticketNumber)?.passenger ?? b.ticketNumber}</bdi>:{' '}
                    {b.reason}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={Boolean(quote && quote.blocked.length > 0)}
            >
              {t('tickets.refundReview')}
            </Button>
            {quote && quote.pending.length === 0 && quote.blocked.length === 0 && (
              <Typography sx={{ fontWeight: 700 }} data-testid="refund-total">
                {t('tickets.refundTotal', { amount: money(quote.amount) })}
              </Typography>
            )}
          </Box>
        </>
      )}
      <RefundConfirmDialog
        open={confirming}
        sending={sending}
        titleId={`${baseId}-confirm`}
        mode={mode}
        quote={quote}
        chosen={chosen}
        lineOf={lineOf}
        rulesOf={rulesOf}
        money={money}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
    </Box>
  );
}
