import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlogComment } from '@parvaz/domain/contracts/blog';
import { useTranslation } from 'react-i18next';
import { formatLocalDay } from '../../lib/format/date-time';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';

/**
 * A post's approved comments, oldest first. A visitor's name and words are text, whatever they
 * hold: React writes them as text nodes, never as markup.
 */
export function PostComments({ comments }: { comments: readonly BlogComment[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  if (comments.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('blog.noComments')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
      {comments.map((comment) => (
        <Box
          component="li"
          key={comment.id}
          data-testid="blog-comment"
          sx={{ display: 'flex', gap: 1.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 16 }}>
            {Array.from(comment.fullName.trim())[0] ?? '?'}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
              <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {comment.fullName}
              </Typography>
              <Typography component="p" sx={{ color: 'text.secondary', fontSize: 13 }}>
                {formatLocalDay(comment.createdAt, calendar, language)}
              </Typography>
            </Box>
            <Typography
              sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.8 }}
            >
              {comment.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
