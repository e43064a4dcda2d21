import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { RefundRequestView, TicketInfo, TicketLine } from '@parvaz/domain/contracts/tickets';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { refundModes } from '@parvaz/domain/refunds/refund-rules';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiClientFailure } from '../../lib/api/api-client';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { resolverOf } from '../../lib/forms/zod-resolver';
import { formatLocalDateTime } from '../../lib/format/date-time';
import {
  canConfirm,
  emptyRefundForm,
  isRefundable,
  refundProblems,
  refundQuote,
  toggleTicket,
  type RefundForm as RefundFormValues,
} from './refund-selection';
import { RulesCard } from './rules-card';
import { SectionTitle, TicketStatusChip } from './ticket-parts';
import { confirmRefund, rulesQuery, ticketKeys } from './tickets-api';

/** The clock the penalty table's "now" line is read on, moved on each minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Legends read as headings: the text colour, also while a control inside has focus. */
const legendStyle = {
  p: 0,
  mb: 1,
  color: 'text.primary',
  '&.Mui-focused:not(.Mui-error)': { color: 'text.primary' },
} as const;

function lineKey(line: TicketLine, index: number): string {
  return line.ticketNumber ?? `${line.passenger}-${line.direction}-${index}`;
}

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
  const errorText = useFieldErrorText();
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
    () => resolverOf<RefundFormValues>((values) => refundProblems(values, access, refundable)),
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

  const ticketRow = (line: TicketLine, index: number) => {
    const canRefund = isRefundable(line);
    const number = line.ticketNumber;
    const detailsId = `${baseId}-line-${index}`;
    const details = (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          <bdi dir="ltr">{line.passenger}</bdi>{' '}
          <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            ({t(`tickets.passengerType.${line.passengerType}`)})
          </Typography>
        </Typography>
        <Box id={detailsId} sx={{ fontSize: 13, color: 'text.secondary', lineHeight: 1.6 }}>
          <div>
            {t(`tickets.direction.${line.direction}`)}:{' '}
            <bdi dir="ltr">
              {line.origin} → {line.destination}
            </bdi>{' '}
            · <bdi dir="ltr">{line.flightNumber}</bdi> ·{' '}
            <span style={{ whiteSpace: 'nowrap' }}>
              {formatLocalDateTime(line.departureTime, calendar, language)}
            </span>
          </div>
          <div>
            {t('tickets.ticketNumber')}:{' '}
            <bdi dir="ltr">{number ?? t('tickets.ticketNumberPending')}</bdi>
          </div>
          <div>
            {t('tickets.farePaid')}: <bdi>{money(line.fare)}</bdi>
          </div>
          {line.refundAmount !== null && (
            <Box sx={{ color: 'text.primary', fontWeight: 700 }}>
              {t('tickets.refundOfTicket', {
                percent: toLocalDigits(String(line.refundPercent ?? 0), language),
                amount: money(line.refundAmount),
              })}
            </Box>
          )}
        </Box>
      </Box>
    );
    return (
      <Box
        component="li"
        key={lineKey(line, index)}
        data-testid="ticket-line"
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          p: 1.5,
          border: 1,
          borderColor: number && chosen.includes(number) ? 'primary.main' : 'divider',
          borderRadius: 2,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {canRefund ? (
            <FormControlLabel
              sx={{ alignItems: 'flex-start', m: 0, gap: 0.5 }}
              control={
                <Checkbox
                  sx={{ mt: -0.75, marginInlineStart: -1 }}
                  checked={chosen.includes(line.ticketNumber)}
                  onChange={() =>
                    form.setValue('tickets', toggleTicket(chosen, line.ticketNumber, order), {
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                  slotProps={{ input: { 'aria-describedby': detailsId } }}
                />
              }
              label={details}
            />
          ) : (
            <Box sx={{ paddingInlineStart: { xs: 0, sm: 5 } }}>{details}</Box>
          )}
        </Box>
        <TicketStatusChip status={line.status} />
      </Box>
    );
  };

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
      <Controller
        control={control}
        name="tickets"
        render={({ fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ m: 0 }}>
            <FormLabel component="legend" sx={legendStyle}>
              <SectionTitle id={`${baseId}-title`}>{t('tickets.ticketsTitle')}</SectionTitle>
            </FormLabel>
            <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1.5 }}>
              {refundable.length > 0 ? t('tickets.chooseTickets') : t('tickets.nothingRefundable')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {info.tickets.map(ticketRow)}
            </Box>
            {fieldState.error && (
              <FormHelperText role="alert" sx={{ fontSize: 14, mx: 0 }}>
                {errorText(fieldState.error)}
              </FormHelperText>
            )}
          </FormControl>
        )}
      />
      {refundable.length > 0 && (
        <>
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
                              <Typography sx={{ fontWeight: 700 }}>
                                {t(`tickets.mode.${m}`)}
                              </Typography>
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
      <Dialog
        open={confirming}
        onClose={() => !sending && setConfirming(false)}
        aria-labelledby={`${baseId}-confirm`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`${baseId}-confirm`}>{t('tickets.confirmTitle')}</DialogTitle>
        <DialogContent>
          {mode && quote && (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Typography>
                {t('tickets.confirmMode')}: <strong>{t(`tickets.mode.${mode}`)}</strong>
              </Typography>
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {chosen.map((ticketNumber) => {
                  const line = lineOf(ticketNumber);
                  const found = rulesOf(ticketNumber)?.modes.find((m) => m.mode === mode);
                  return (
                    <Box component="li" key={ticketNumber} sx={{ mb: 1 }}>
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                        <Box component="strong" sx={{ flex: 1 }}>
                          <bdi dir="ltr">{line?.passenger}</bdi>
                        </Box>
                        {found && <bdi>{money(found.refundAmount)}</bdi>}
                      </Box>
                      {line && (
                        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                          {t(`tickets.direction.${line.direction}`)}:{' '}
                          <bdi dir="ltr">
                            {line.origin} → {line.destination}
                          </bdi>{' '}
                          · <bdi dir="ltr">{line.flightNumber}</bdi> · {t('tickets.ticketNumber')}{' '}
                          <bdi dir="ltr">{ticketNumber}</bdi>
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Box>
              <Typography sx={{ fontWeight: 700, fontSize: 18 }}>
                {t('tickets.refundTotal', { amount: money(quote.amount) })}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {t(`tickets.confirmSettle.${quote.settle}`)}
              </Typography>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={sending}>
            {t('tickets.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={sending}>
            {t('tickets.confirmSubmit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** What the refund request came to: settled now, or waiting for a decision. */
function RefundOutcome({
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
