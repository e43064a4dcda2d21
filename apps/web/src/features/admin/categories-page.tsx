import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  categoryNameLimit,
  saveCategorySchema,
  type AdminCategory,
} from '@parvaz/domain/contracts/admin-posts';
import { languages } from '@parvaz/domain/languages';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { languageMeta } from '@parvaz/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms/form-error-text';
import { placeServerErrors } from '../../lib/forms/server-field-errors';
import { zodFormResolver } from '../../lib/forms/zod-resolver';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { EmptyState, ProfileSection } from '../profile/profile-parts';
import { adminCategoriesQuery, adminPostKeys, saveCategory } from './admin-posts-api';
import { TextInLanguageField } from './console-fields';
import { ConsoleTabs } from './console-tabs';
import { OperatorOnly } from './operator-only';

interface CategoryForm {
  slug: string;
  name: { fa: string; ar: string; en: string; tr: string };
}

const serverFields = ['slug', 'name.fa', 'name.ar', 'name.en', 'name.tr'] as const;

/** A category's address and its name in each language; a new one goes last. */
function CategoryEditor({
  category,
  position,
  onDone,
}: {
  category: AdminCategory | null;
  position: number;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CategoryForm>({
    defaultValues: {
      slug: category?.slug ?? '',
      name: category?.name ?? { fa: '', ar: '', en: '', tr: '' },
    },
    resolver: zodFormResolver(saveCategorySchema, {
      toInput: (values: CategoryForm) => ({ ...values, position }),
    }),
    shouldFocusError: true,
  });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const result = await saveCategory({
      ...(category ? { id: category.id } : {}),
      ...values,
      position: category?.position ?? position,
    });
    if (!result.ok) {
      if (!placeServerErrors(form.setError, result.error.fields, serverFields))
        setProblem(result.error.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: adminPostKeys.categories });
    onDone(true);
  });
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 2 }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {category
          ? t('admin.categories.editNamed', { name: category.name[language] })
          : t('admin.categories.addTitle')}
      </Typography>
      <Controller
        control={form.control}
        name="slug"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => field.onChange(event.target.value.toLowerCase())}
            required
            label={t('admin.categories.slug')}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? '/blogs?category=…'}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 120, spellCheck: false } }}
            sx={{ maxWidth: 360 }}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {languages.map((lang) => (
          <TextInLanguageField
            key={lang}
            control={form.control}
            name={`name.${lang}`}
            label={t('admin.categories.name', { language: languageMeta[lang].nativeName })}
            lang={lang}
            required
            maxLength={categoryNameLimit}
          />
        ))}
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('admin.categories.save')}
        </Button>
        <Button onClick={() => onDone(false)}>{t('admin.categories.cancel')}</Button>
      </Box>
    </Paper>
  );
}

function Categories() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const queryClient = useQueryClient();
  const result = useQuery(adminCategoriesQuery());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const items = result.data?.items ?? [];

  /** Moves a category one place, numbering every category by its new place. */
  const move = async (index: number, by: -1 | 1) => {
    const order = [...items];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    setNotice(null);
    for (const [position, category] of order.entries()) {
      if (category.position === position) continue;
      const saved = await saveCategory({
        id: category.id,
        slug: category.slug,
        name: category.name,
        position,
      });
      if (!saved.ok) {
        setNotice({ ok: false, text: saved.error.message });
        break;
      }
    }
    await queryClient.invalidateQueries({ queryKey: adminPostKeys.categories });
  };

  return (
    <ProfileSection
      title={t('page.admin')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          disabled={editing !== null}
        >
          {t('admin.categories.add')}
        </Button>
      }
    >
      <ConsoleTabs current="/admin/categories" />
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('admin.categories.intro')}</Typography>
      {notice && (
        <Alert
          severity={notice.ok ? 'success' : 'error'}
          role={notice.ok ? 'status' : 'alert'}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      )}
      {editing === 'new' && (
        <Box sx={{ mb: 2 }}>
          <CategoryEditor
            category={null}
            position={items.length}
            onDone={(saved) => {
              setEditing(null);
              if (saved) setNotice({ ok: true, text: t('admin.categories.saved') });
            }}
          />
        </Box>
      )}
      {result.isPending && <Typography>{t('profile.loading')}</Typography>}
      {result.isError && <EmptyState text={t('admin.loadFailed')} />}
      {result.data && items.length === 0 && <EmptyState text={t('admin.categories.empty')} />}
      {items.length > 0 && (
        <Box
          component="ol"
          aria-label={t('admin.tab.categories')}
          sx={{ display: 'grid', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((category, index) =>
            editing === category.id ? (
              <li key={category.id}>
                <CategoryEditor
                  category={category}
                  position={category.position}
                  onDone={(saved) => {
                    setEditing(null);
                    if (saved) setNotice({ ok: true, text: t('admin.categories.saved') });
                  }}
                />
              </li>
            ) : (
              <Paper
                key={category.id}
                component="li"
                variant="outlined"
                sx={{
                  p: 1.5,
                  borderRadius: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 1.5,
                  alignItems: 'center',
                }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{category.name[language]}</Typography>
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      columnGap: 1.5,
                      fontSize: 13,
                      color: 'text.secondary',
                    }}
                  >
                    {languages
                      .filter((lang) => lang !== language)
                      .map((lang) => (
                        <Box component="span" key={lang} lang={lang} sx={{ whiteSpace: 'nowrap' }}>
                          <bdi>{category.name[lang]}</bdi>
                        </Box>
                      ))}
                  </Box>
                  <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                    <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
                      {category.slug}
                    </Box>
                    {' · '}
                    {t('admin.categories.postsN', {
                      count: category.posts,
                      n: toLocalDigits(String(category.posts), language),
                    })}
                  </Typography>
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    marginInlineStart: 'auto',
                  }}
                >
                  <IconButton
                    aria-label={t('admin.categories.moveUp', { name: category.name[language] })}
                    disabled={index === 0 || editing !== null}
                    onClick={() => void move(index, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('admin.categories.moveDown', { name: category.name[language] })}
                    disabled={index === items.length - 1 || editing !== null}
                    onClick={() => void move(index, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <Button
                    size="small"
                    disabled={editing !== null}
                    onClick={() => setEditing(category.id)}
                    aria-label={t('admin.categories.editNamed', { name: category.name[language] })}
                  >
                    {t('admin.categories.edit')}
                  </Button>
                </Box>
              </Paper>
            ),
          )}
        </Box>
      )}
    </ProfileSection>
  );
}

/** The blog's categories: each named in four languages, added, renamed and put in order. */
export function CategoriesPage() {
  return (
    <OperatorOnly>
      <Categories />
    </OperatorOnly>
  );
}
