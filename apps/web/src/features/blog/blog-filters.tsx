import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { BlogCategories } from '@parvaz/domain/contracts/blog';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { blogListPath, type BlogFilters } from './blog-params';

/**
 * The search box: a form that works as a plain GET without the app (the server renders its
 * answer) and moves within the app when it runs. A search keeps the category and the tag.
 */
export function BlogSearch({ filters }: { filters: BlogFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState(filters.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(blogListPath({ ...filters, q: q.trim(), page: 1 }));
  };
  return (
    <Box
      component="form"
      role="search"
      method="get"
      action="/blogs"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        name="q"
        type="search"
        label={t('blog.search')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon />}
        sx={{ flexShrink: 0, height: 40 }}
      >
        {t('blog.searchButton')}
      </Button>
    </Box>
  );
}

/** The categories as links (with their posts), "all posts" first; the current one marked. */
export function CategoryLinks({
  categories,
  filters,
}: {
  categories: BlogCategories;
  filters: BlogFilters;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const all = categories.reduce((sum, category) => sum + category.posts, 0);
  const items = [
    { slug: '', name: t('blog.allPosts'), posts: all },
    ...categories.filter((category) => category.posts > 0),
  ];
  return (
    <Box component="nav" aria-label={t('blog.categories')}>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {items.map((category) => {
          const current = category.slug === filters.category;
          return (
            <li key={category.slug || 'all'}>
              <Chip
                component={Link}
                to={blogListPath({ q: filters.q, tag: filters.tag, category: category.slug })}
                clickable
                aria-current={current ? 'page' : undefined}
                color={current ? 'secondary' : 'default'}
                variant={current ? 'filled' : 'outlined'}
                label={`${category.name} (${toLocalDigits(String(category.posts), language)})`}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** The tag the list is narrowed to, as a link that takes it away. */
export function ActiveTag({ filters }: { filters: BlogFilters }) {
  const { t } = useTranslation();
  if (!filters.tag) return null;
  return (
    <Chip
      component={Link}
      to={blogListPath({ ...filters, tag: '', page: 1 })}
      clickable
      color="secondary"
      icon={<CloseIcon fontSize="small" />}
      label={t('blog.tagFilter', { tag: filters.tag })}
      aria-label={`${t('blog.removeTag')}: ${filters.tag}`}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
