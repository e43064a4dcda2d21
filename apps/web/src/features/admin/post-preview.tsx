import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminCategory } from '@parvaz/domain/contracts/admin-posts';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../lib/api/api-client';
import { previewHtml } from './admin-pages-api';
import { ContentPreview } from './content-preview';
import type { PostForm } from './post-form-values';

/**
 * The post as visitors will get it: its text sanitised by the server's allow-list, exactly as
 * it will be stored (the page editor's preview), under its title, summary, cover and tags.
 */
export function PostPreview({
  control,
  categories,
}: {
  control: Control<PostForm>;
  categories: AdminCategory[];
}) {
  const { t } = useTranslation();
  const values = useWatch({ control });
  const lang = values.lang ?? 'fa';
  const html = values.html ?? '';
  const sanitised = useQuery({
    queryKey: ['admin', 'preview', html],
    queryFn: async () => unwrap(await previewHtml(html)),
    staleTime: Infinity,
    retry: false,
  });
  const category = categories.find((c) => String(c.id) === values.categoryId);
  return (
    <ContentPreview
      title={t('admin.posts.previewTitle')}
      lang={lang}
      sx={{ display: 'grid', gap: 1 }}
    >
      {values.image && (
        <Box
          component="img"
          src={values.image}
          alt=""
          sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      {category && (
        <Typography sx={{ fontSize: 13, color: 'primary.dark' }}>{category.name[lang]}</Typography>
      )}
      {values.title && (
        <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
          {values.title}
        </Typography>
      )}
      {values.summary && <Typography sx={{ color: 'text.secondary' }}>{values.summary}</Typography>}
      {values.author && <Typography sx={{ fontSize: 13 }}>{values.author}</Typography>}
      {sanitised.data && (
        // Sanitised by the server's allow-list, exactly as it will be stored.
        <Box
          sx={{ '& img': { maxWidth: '100%' } }}
          dangerouslySetInnerHTML={{ __html: sanitised.data.html }}
        />
      )}
      {sanitised.isError && <Typography role="alert">{t('admin.loadFailed')}</Typography>}
      {(values.tags ?? []).length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(values.tags ?? []).map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Box>
      )}
    </ContentPreview>
  );
}
