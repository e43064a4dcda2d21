import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { commentLimits } from '@parvaz/domain/blog/comment-rules';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { useCaptcha } from '../../lib/captcha/use-captcha';
import { FormTextField } from '../../lib/forms/form-text-field';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { showRefusal } from '../../lib/forms/server-field-errors';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { sendComment } from './blog-api';
import type { CommentForm as CommentValues } from './comment-rules';

const fields = ['fullName', 'email', 'text', 'captcha'] as const;
const resolver = lazyResolver(() =>
  import('./comment-rules').then((rules) => rules.commentResolver),
);

/**
 * A visitor's comment on a post: full name, an optional e-mail (never shown), the text and the
 * site's captcha, whose picture is asked for only once the visitor starts on the form. A sent
 * comment waits for an operator; the form says so and offers to write another.
 */
export default function CommentForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const idOf = (field: string) => `${headingId}-${field}`;
  const form = useForm<CommentValues>({
    defaultValues: { fullName: '', email: '', text: '', captcha: '' },
    resolver,
  });
  const [started, setStarted] = useState(false);
  const [sent, setSent] = useState(false);
  const captcha = useCaptcha(form, idOf('captcha'), started);
  const submit = useFormSubmit(form, async (values) => {
    const answer = captcha.answer();
    if (!answer) return;
    const result = await sendComment({
      slug,
      fullName: values.fullName,
      email: values.email,
      text: values.text,
      ...answer,
    });
    // The captcha is used up by every try, right or wrong.
    captcha.renew();
    if (!result.ok) {
      return showRefusal(form, result.error, fields, 'text');
      return;
    }
    form.setValue('text', '');
    setSent(true);
  });

  if (sent)
    return (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          {t('blog.commentPending')}
        </Alert>
        <Button onClick={() => setSent(false)}>{t('blog.writeAnother')}</Button>
      </Box>
    );

  return (
    <Box
      component="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit.onSubmit}
      onFocus={() => setStarted(true)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id={headingId} component="h3" sx={{ fontSize: 18, fontWeight: 800 }}>
          {t('blog.commentFormTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>
          {t('blog.moderationNote')}
        </Typography>
      </Box>
      {submit.notice && <Alert severity="error">{submit.notice}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={form.control}
          name="fullName"
          id={idOf('fullName')}
          label={t('blog.fullName')}
          required
          fullWidth
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: commentLimits.fullName.max } }}
        />
        <FormTextField
          control={form.control}
          name="email"
          id={idOf('email')}
          label={t('blog.email')}
          type="email"
          fullWidth
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 120 } }}
        />
      </Box>
      <FormTextField
        control={form.control}
        name="text"
        id={idOf('text')}
        label={t('blog.commentText')}
        required
        fullWidth
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: commentLimits.text.max } }}
      />
      {started && <CaptchaField captcha={captcha} />}
      <Button
        type="submit"
        variant="contained"
        disabled={submit.busy}
        sx={{ justifySelf: 'start', px: 4 }}
      >
        {t('blog.sendComment')}
      </Button>
    </Box>
  );
}
