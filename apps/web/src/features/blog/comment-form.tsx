import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { commentLimits } from '@parvaz/domain/blog/comment-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useCaptcha } from '../../lib/captcha/use-captcha';
import { sendComment } from './blog-api';

/**
 * A visitor's comment on a post: full name, an optional e-mail (never shown), the text and the
 * site's captcha, whose picture is asked for only once the visitor starts on the form. A sent
 * comment waits for an operator; the form says so and offers to write another.
 */
export default function CommentForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useFieldForm({ fullName: '', email: '', text: '', captcha: '' });
  const [started, setStarted] = useState(false);
  const [sent, setSent] = useState(false);
  const captcha = useCaptcha(form, started);
  const { values } = form;

  const submit = form.handleSubmit(
    () => ({
      ...form.translate({
        fullName: values.fullName.trim() === '' ? 'required' : null,
        text: values.text.trim() === '' ? 'required' : null,
        captcha: values.captcha.trim() === '' ? 'required' : null,
      }),
      ...(values.text.trim() !== '' && values.text.trim().length < commentLimits.text.min
        ? { text: t('messages:tooShort', { min: commentLimits.text.min }) }
        : {}),
    }),
    async () => {
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
        form.showServerError(result.error, 'text');
        return;
      }
      form.change('text', '');
      setSent(true);
    },
  );

  if (sent)
    return (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          {t('blog.commentPending')}
        </Alert>
        <Button onClick={() => setSent(false)}>{t('blog.writeAnother')}</Button>
      </Box>
    );

  const field = (name: 'fullName' | 'email' | 'text') => ({
    id: form.idOf(name),
    name,
    value: values[name],
    error: Boolean(form.errors[name]),
    helperText: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
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
      {form.notice && <Alert severity="error">{form.notice.text}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...field('fullName')}
          label={t('blog.fullName')}
          required
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: commentLimits.fullName.max } }}
        />
        <TextField
          {...field('email')}
          label={t('blog.email')}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 120 } }}
        />
      </Box>
      <TextField
        {...field('text')}
        label={t('blog.commentText')}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: commentLimits.text.max } }}
      />
      {started && <CaptchaField captcha={captcha} />}
      <Button
        type="submit"
        variant="contained"
        disabled={form.busy}
        sx={{ justifySelf: 'start', px: 4 }}
      >
        {t('blog.sendComment')}
      </Button>
    </Box>
  );
}
