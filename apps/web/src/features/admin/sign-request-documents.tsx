import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewedDocument } from '@parvaz/domain/contracts/sign-requests';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetchBlob } from '../../lib/api/api-client';
import { formatFileSize } from '../../lib/format/file-size';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';

/**
 * The documents are served only with the operator's session: each is read as a blob and opened
 * from the browser's own copy (a photo shown, a PDF opened in a new tab). Nothing of them sits
 * under the web root.
 */
function useDocumentUrls(documents: readonly ReviewedDocument[]): Record<string, string | null> {
  const [urls, setUrls] = useState<Record<string, string | null>>({});
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    void Promise.all(
      documents.map(async (document) => {
        const blob = await apiFetchBlob(document.url, controller.signal);
        if (!blob) return [document.id, null] as const;
        const url = URL.createObjectURL(blob);
        made.push(url);
        return [document.id, url] as const;
      }),
    ).then((entries) => {
      if (!controller.signal.aborted) setUrls(Object.fromEntries(entries));
    });
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [documents]);
  return urls;
}

export function SignRequestDocuments({ documents }: { documents: readonly ReviewedDocument[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const urls = useDocumentUrls(documents);
  return (
    <Box
      component="ul"
      aria-label={t('admin.sign.documents')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {documents.map((document) => {
        const url = urls[document.id];
        const title = t(`sign.document.${document.purpose}`);
        return (
          <Paper
            component="li"
            key={document.id}
            variant="outlined"
            data-testid="sign-document"
            sx={{ p: 1.5, borderRadius: 2, display: 'grid', gap: 0.75, alignContent: 'start' }}
          >
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary', wordBreak: 'break-all' }}>
              <bdi>{document.name}</bdi> · {formatFileSize(document.size, language)}
            </Typography>
            {url && document.mediaType.startsWith('image/') && (
              <Box
                component="img"
                src={url}
                alt={t('admin.sign.documentImage', { document: title })}
                sx={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', borderRadius: 1 }}
              />
            )}
            {url === undefined && (
              <Typography sx={{ fontSize: 13 }}>{t('profile.loading')}</Typography>
            )}
            {url === null && (
              <Typography sx={{ fontSize: 13, color: 'error.main' }}>
                {t('admin.sign.documentUnavailable')}
              </Typography>
            )}
            {url && (
              <Link href={url} target="_blank" rel="noopener">
                {t('admin.sign.openDocument', { document: title })}
              </Link>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
