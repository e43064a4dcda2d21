import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { suggestPostSlug } from '@parvaz/domain/blog/post-slug';
import {
  postLimits,
  savePostSchema,
  type AdminCategory,
  type AdminPost,
} from '@parvaz/domain/contracts/admin-posts';
import { languageDirection, languages, type Language } from '@parvaz/domain/languages';
import { languageMeta } from '@parvaz/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useConsoleTime } from './console-time';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { zodFormResolver } from '../../lib/forms/zod-resolver';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { adminPostKeys, savePost, uploadBlogImage } from './admin-posts-api';
import { ConsoleTextField, TextInLanguageField } from './console-fields';
import { PostCoverField } from './post-cover-field';
import {
  bodyOf,
  formOfPost,
  scheduledInstant,
  type PostAction,
  type PostForm,
} from './post-form-values';
import { PostPreview } from './post-preview';
import { PostScheduleFields } from './post-schedule-fields';
import { RichTextField } from './rich-text-field';

const serverFields = [
  'lang',
  'slug',
  'title',
  'summary',
  'html',
  'image',
  'categoryId',
  'tags',
  'author',
] as const;

/** The editor's fields, its preview and its three ways of saving. */
export function PostFormBody({
  post,
  categories,
  timeZone,
}: {
  post: AdminPost | null;
  categories: AdminCategory[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const active = useActiveLanguage();
  const calendar = useActiveCalendar();
  const time = useConsoleTime();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const slugEdited = useRef(Boolean(post));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; slug?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const form = useForm<PostForm>({
    defaultValues: formOfPost(post, active, calendar),
    resolver: zodFormResolver(savePostSchema, {
      // The rules every save shares; a cover for publishing and a day to come for scheduling
      // are checked when that button is pressed.
      toInput: (values: PostForm) => bodyOf(values, 'draft', { id: post?.id, timeZone }),
      fieldOf: (path) => {
        const field = path.split('.')[0] ?? '';
        if (field === 'publishedAt') return 'time';
        return field === 'id' || field === 'status' ? null : field;
      },
    }),
    shouldFocusError: true,
  });
  const lang = useWatch({ control: form.control, name: 'lang' });
  const direction = languageDirection(lang);
  const latin = lang === 'en' || lang === 'tr';
  const slug = useWatch({ control: form.control, name: 'slug' });

  const submitAs = (chosen: PostAction) => {
    void form.handleSubmit(async (values) => {
      setOutcome(null);
      // The notice the page carried over from creating the post gives way to this save's.
      if (location.state)
        void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      const at = chosen === 'schedule' ? scheduledInstant(values, timeZone) : null;
      if (chosen === 'schedule' && (!at || at.getTime() <= Date.now())) {
        form.setError(
          'time',
          { type: 'server', message: t('admin.posts.scheduleInvalid') },
          {
            shouldFocus: true,
          },
        );
        return;
      }
      setBusy(true);
      try {
        const result = await savePost(bodyOf(values, chosen, { id: post?.id, timeZone }));
        if (!result.ok) {
          if (!placeServerErrors(form.setError, result.error.fields, serverFields))
            setOutcome({ ok: false, text: result.error.message });
          return;
        }
        const saved = result.data;
        await queryClient.invalidateQueries({ queryKey: adminPostKeys.all });
        const text =
          saved.state === 'scheduled' && saved.publishedAt
            ? t('admin.posts.saved.scheduled', {
                date: time(saved.publishedAt),
              })
            : t(`admin.posts.saved.${saved.state}`);
        form.reset(formOfPost(saved, active, calendar));
        setOutcome({
          ok: true,
          text,
          ...(saved.state === 'published' ? { slug: saved.slug } : {}),
        });
        if (!post) void navigate(`/admin/posts/${saved.id}`, { replace: true, state: { text } });
      } finally {
        setBusy(false);
      }
    })();
  };

  const categoryName = (category: AdminCategory) => category.name[lang];
  const uploadImage = async (file: File) => {
    const result = await uploadBlogImage(file);
    if (result.ok) return result.data.url;
    setOutcome({ ok: false, text: result.error.message });
    return null;
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitAs('draft');
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <ConsoleTextField
        control={form.control}
        name="lang"
        select
        label={t('admin.posts.language')}
        sx={{ maxWidth: 240 }}
      >
        {languages.map((code: Language) => (
          <MenuItem key={code} value={code} lang={code}>
            {languageMeta[code].nativeName}
          </MenuItem>
        ))}
      </ConsoleTextField>
      <Controller
        control={form.control}
        name="title"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => {
              field.onChange(event);
              if (!slugEdited.current && latin)
                form.setValue('slug', suggestPostSlug(event.target.value));
            }}
            label={t('admin.posts.title')}
            required
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error)}
            slotProps={{ htmlInput: { dir: direction, lang, maxLength: postLimits.title } }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="slug"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => {
              slugEdited.current = true;
              field.onChange(event.target.value.toLowerCase());
            }}
            label={t('admin.posts.slug')}
            required
            error={Boolean(fieldState.error)}
            helperText={
              errorText(fieldState.error) ?? (
                <>
                  {t(latin ? 'admin.posts.slugHintLatin' : 'admin.posts.slugHintOther')}{' '}
                  <Box component="bdi" dir="ltr">
                    /blogs/{slug || '…'}
                  </Box>
                </>
              )
            }
            slotProps={{
              htmlInput: { dir: 'ltr', maxLength: 120, autoComplete: 'off', spellCheck: false },
            }}
          />
        )}
      />
      <TextInLanguageField
        control={form.control}
        name="summary"
        label={t('admin.posts.summary')}
        lang={lang}
        hint={t('admin.posts.summaryHint')}
        multiline
        minRows={2}
        maxLength={postLimits.summary}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ConsoleTextField
          control={form.control}
          name="categoryId"
          select
          required
          label={t('admin.posts.category')}
        >
          {categories.map((category) => (
            <MenuItem key={category.id} value={String(category.id)} lang={lang}>
              {categoryName(category)}
            </MenuItem>
          ))}
        </ConsoleTextField>
        <TextInLanguageField
          control={form.control}
          name="author"
          label={t('admin.posts.author')}
          lang={lang}
          required
          maxLength={postLimits.author}
        />
      </Box>
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={field.value}
            onChange={(_, next) =>
              field.onChange(
                [...new Set(next.map((tag) => tag.trim()).filter(Boolean))].slice(
                  0,
                  postLimits.tags,
                ),
              )
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('admin.posts.tags')}
                error={Boolean(fieldState.error)}
                helperText={errorText(fieldState.error) ?? t('admin.posts.tagsHint')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: {
                    ...params.slotProps.htmlInput,
                    dir: direction,
                    lang,
                    maxLength: postLimits.tag,
                  },
                }}
              />
            )}
          />
        )}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <PostCoverField
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
          />
        )}
      />
      <RichTextField
        control={form.control}
        name="html"
        label={t('admin.posts.body')}
        direction={direction}
        uploadImage={uploadImage}
      />
      <PostScheduleFields control={form.control} language={active} timeZone={timeZone} />
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}{' '}
          {outcome.slug && (
            <Link component={RouterLink} to={`/blogs/${outcome.slug}?lang=${lang}`}>
              {t('admin.posts.viewOnSite')}
            </Link>
          )}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={busy} onClick={() => submitAs('draft')}>
          {t('admin.posts.saveDraft')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => submitAs('publish')}>
          {t(post?.state === 'published' ? 'admin.posts.saveChanges' : 'admin.posts.publishNow')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => submitAs('schedule')}>
          {t('admin.posts.scheduleButton')}
        </Button>
        <Button onClick={() => setShowPreview(true)}>{t('admin.posts.preview')}</Button>
      </Box>
      {showPreview && <PostPreview control={form.control} categories={categories} />}
    </Box>
  );
}
