import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { ratingCriteria, type RatingCriterion } from '@parvaz/domain/hotels/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormTextField } from '../../lib/forms/form-text-field';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { addStayReview, type StayKey } from './hotel-stays-api';
import type { ReviewValues } from './stay-review-rules';

const resolver = lazyResolver<ReviewValues>(() =>
  import('./stay-review-rules').then((rules) => rules.reviewResolver),
);

const emptyReview: ReviewValues = {
  valueForPrice: null,
  cleanliness: null,
  staff: null,
  facilities: null,
  text: '',
};

/**
 * A stay's review, on its voucher once the stay is over (checked out): the spec's four criteria
 * in stars and a text, sent once (`hotel/addReview`), then said to be sent and awaiting a
 * moderator. A stay reviewed already shows that instead of the form.
 */
export function StayReview({ stay, reviewed }: { stay: StayKey; reviewed: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const formId = useId();
  const [sent, setSent] = useState<'now' | 'before' | null>(reviewed ? 'before' : null);
  const section = useRef<HTMLElement>(null);
  const formBox = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  // Reached by its link (the profile's "Write a review"): the page comes to it and the form
  // takes the focus, so the keyboard and a screen reader start there.
  useEffect(() => {
    if (hash !== '#review') return;
    section.current?.scrollIntoView({ block: 'start' });
    formBox.current?.focus({ preventScroll: true });
  }, [hash]);
  const form = useForm<ReviewValues>({ defaultValues: emptyReview, resolver });
  const submit = useFormSubmit(form, async (values) => {
    const { reviewBody } = await import('./stay-review-rules');
    const result = await addStayReview(reviewBody(stay, values));
    if (!result.ok) {
      // Sent before (another tab, another device): the server's word ends the form.
      if (result.error.detail?.reviewed === true) {
        setSent('before');
        return result.error.message;
      }
      return showRefusal(form, result.error, ['text', ...ratingCriteria], ratingCriteria[0]);
    }
    setSent('now');
    void queryClient.invalidateQueries({ queryKey: ['hotel', 'voucher', stay.trackingCode] });
    return undefined;
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="stay-review"
      ref={section}
      id="review"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, display: 'grid', gap: 2 }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
        {t('hotelStays.reviewTitle')}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status" data-testid="review-sent">
          {submit.notice ??
            t(sent === 'now' ? 'hotelStays.reviewSent' : 'hotelStays.reviewSentBefore')}
        </Alert>
      ) : (
        <Box
          id={formId}
          ref={formBox}
          tabIndex={-1}
          component="form"
          aria-labelledby={titleId}
          noValidate
          onSubmit={submit.onSubmit}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            {t('hotelStays.reviewIntro')}
          </Typography>
          {submit.notice && (
            <Alert severity="error" role="alert">
              {submit.notice}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {ratingCriteria.map((criterion) => (
              <CriterionStars
                key={criterion}
                control={form.control}
                criterion={criterion}
                idPrefix={formId}
              />
            ))}
          </Box>
          <FormTextField
            control={form.control}
            name="text"
            id={`${formId}-text`}
            label={t('hotelStays.reviewText')}
            required
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={submit.busy}>
              {t('hotelStays.reviewSend')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}

/** One criterion: its name, five stars (halves too), and its message under them. */
function CriterionStars({
  control,
  criterion,
  idPrefix,
}: {
  control: Control<ReviewValues>;
  criterion: RatingCriterion;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const errorText = useFieldErrorText();
  const labelId = `${idPrefix}-${criterion}-label`;
  const messageId = `${idPrefix}-${criterion}-message`;
  return (
    <Controller
      control={control}
      name={criterion}
      render={({ field, fieldState }) => {
        const message = errorText(fieldState.error);
        return (
          <Box
            component="fieldset"
            aria-describedby={message ? messageId : undefined}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          >
            <Typography component="legend" id={labelId} sx={{ fontSize: 14, mb: 0.5 }}>
              {t(`hotels.criterion.${criterion}`)}
            </Typography>
            <Rating
              ref={field.ref}
              name={`${idPrefix}-${criterion}`}
              precision={0.5}
              value={field.value}
              onChange={(_, value) => field.onChange(value)}
              onBlur={field.onBlur}
              getLabelText={(stars) =>
                t('hotelStays.reviewStars', { stars: toLocalDigits(String(stars), language) })
              }
            />
            {message && (
              <Typography id={messageId} sx={{ fontSize: 12, color: 'error.main' }}>
                {message}
              </Typography>
            )}
          </Box>
        );
      }}
    />
  );
}
