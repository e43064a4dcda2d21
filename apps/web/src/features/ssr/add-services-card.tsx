import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useId, useState } from 'react';
import {
  Controller,
  get,
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ServiceChoiceFields } from '../../components/service-choice-fields';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { messageRef } from '../../lib/forms/message-ref';
import { hasChoices, servicesBody, servicesTotal } from '../../lib/services/service-choices';
import { ssrKeys, submitExtraServices } from './ssr-api';
import {
  addServicesFieldOf,
  addServicesOrder,
  addServicesResolver,
  emptyAddServices,
  type AddServicesForm,
  type ServicesOffer,
} from './ssr-form';

/** The element id of a field of this form by its API path (`services.animals.0.type`). */
function ssrFieldId(path: string): string {
  return `ssr-${path.replace(/\./g, '-')}`;
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'type' in value;
}

function errorAt(errors: FieldErrors<AddServicesForm>, path: string): FieldError | undefined {
  const found: unknown = get(errors, path);
  return isFieldError(found) ? found : undefined;
}

/**
 * What the traveller adds: the services still possible on the booking's flights, with a running
 * total; then the bank for the sum, or (nothing to pay) the services confirmed at once.
 */
export function AddServicesCard({
  offer,
  access,
  language,
  onConfirmed,
}: {
  offer: ServicesOffer;
  access: string;
  language: Language;
  /** Nothing was to pay: the services are confirmed (the page reloads the booking's). */
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorTextOf = useFieldErrorText();
  const titleId = useId();
  const [general, setGeneral] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<AddServicesForm>({
    defaultValues: emptyAddServices(),
    resolver: addServicesResolver(offer.offers),
  });
  const { control, handleSubmit, setError, formState } = form;
  const services = useWatch({ control, name: 'services' });
  const total = servicesTotal(services, offer.offers);
  const money = (amount: number) => formatMoney({ amount, currency: offer.currency }, language);
  const errorText = (path: string) => errorTextOf(errorAt(formState.errors, path));

  const focusFirst = (errors: FieldErrors<AddServicesForm>) => {
    const rank = (path: string) =>
      addServicesOrder.findIndex((o) => path === o || path.startsWith(`${o}.`));
    const [first] = Object.keys(flatErrors(errors)).sort((a, b) => rank(a) - rank(b));
    if (first) document.getElementById(ssrFieldId(first))?.focus();
  };

  const submit = handleSubmit(
    async (values) => {
      setGeneral(null);
      if (!hasChoices(values.services)) {
        setGeneral(t('ssr.chooseSomething'));
        return;
      }
      try {
        const result = await submitExtraServices(access, servicesBody(values.services), offer);
        if (!result.ok) {
          if (result.error.fields.rateId) {
            // A new exchange rate since the offer was shown: its prices are asked again (the
            // page draws them by today's rate) and the server's words say why.
            setGeneral(result.error.fields.rateId);
            void queryClient.invalidateQueries({ queryKey: ssrKeys.all });
            return;
          }
          let shown = false;
          for (const [path, text] of Object.entries(result.error.fields)) {
            const field = addServicesFieldOf(path);
            if (!field) continue;
            setError(field, { type: 'server', message: text });
            if (!shown) document.getElementById(ssrFieldId(path))?.focus();
            shown = true;
          }
          if (!shown) setGeneral(result.error.message);
          return;
        }
        if (result.data.paymentUrl) {
          setLeaving(true);
          window.location.assign(result.data.paymentUrl);
          return;
        }
        form.reset(emptyAddServices());
        onConfirmed();
      } catch {
        // No answer or a server fault: already toasted by the client.
      }
    },
    (errors) => focusFirst(errors),
  );

  const busy = formState.isSubmitting || leaving;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('ssr.addTitle')}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
        {t('ssr.addHint')}
      </Typography>
      {offer.offers.length === 0 ? (
        <Alert severity="info">{t('ssr.nothingLeft')}</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <Controller
            control={control}
            name="services"
            render={({ field }) => (
              <ServiceChoiceFields
                offers={offer.offers}
                services={field.value}
                currency={offer.currency}
                language={language}
                idOf={ssrFieldId}
                errorText={errorText}
                totalLabel={t('ssr.totalToPay')}
                showLimits
                onChange={(next) => {
                  setGeneral(null);
                  field.onChange(next);
                }}
                onAnimalLimit={() =>
                  setError('services.animals', {
                    type: 'rule',
                    message: messageRef({ key: 'animalNoSpace', params: {} }),
                  })
                }
                onTypeFirst={(index) => {
                  setError(`services.animals.${index}.type`, {
                    type: 'rule',
                    message: messageRef({ key: 'animalTypeFirst', params: {} }),
                  });
                  document.getElementById(ssrFieldId(`services.animals.${index}.type`))?.focus();
                }}
              />
            )}
          />
          {general && (
            <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
              {general}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {total > 0 ? t('ssr.payAtBank', { amount: money(total) }) : t('ssr.addFree')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}

/** Every error of the form by its dotted path. */
function flatErrors(errors: object, prefix = ''): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value) && typeof value.message === 'string') out[path] = value;
    Object.assign(out, flatErrors(value, path));
  }
  return out;
}
