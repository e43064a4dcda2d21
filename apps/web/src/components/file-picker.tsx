import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { supportLimits, supportMediaTypes } from '@parvaz/domain/support/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../lib/settings/use-active-settings';

const accepted: readonly string[] = supportMediaTypes;

/** A file's size in kilobytes, in the page's digits. */
export function sizeText(bytes: number, language: Language): string {
  return toLocalDigits(`${Math.max(1, Math.round(bytes / 1024))} KB`, language);
}

/** Up to three attachments, checked for type and size before they are sent. */
export function FilePicker({
  id,
  files,
  onChange,
}: {
  id: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const [error, setError] = useState('');
  const add = (list: FileList | null) => {
    setError('');
    const next = [...files];
    for (const file of Array.from(list ?? [])) {
      if (next.length >= supportLimits.filesPerMessage) {
        setError(t('tooManyFiles', { ns: 'messages', max: supportLimits.filesPerMessage }));
        break;
      }
      if (!accepted.includes(file.type)) {
        setError(t('fileTypeNotAllowed', { ns: 'messages' }));
        continue;
      }
      if (file.size > supportLimits.fileBytes) {
        setError(t('fileTooLarge', { ns: 'messages', max: '2 MB' }));
        continue;
      }
      next.push(file);
    }
    onChange(next);
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          component="label"
          startIcon={<AttachFileIcon />}
          disabled={files.length >= supportLimits.filesPerMessage}
        >
          {t('profile.attachFiles')}
          <input
            id={id}
            hidden
            multiple
            type="file"
            accept={accepted.join(',')}
            onChange={(e) => {
              add(e.target.files);
              e.target.value = '';
            }}
          />
        </Button>
        {files.map((file, i) => (
          <Chip
            key={`${file.name}-${i}`}
            label={`${file.name} (${sizeText(file.size, language)})`}
            onDelete={() => onChange(files.filter((_, j) => j !== i))}
          />
        ))}
      </Box>
      <Typography
        sx={{ fontSize: 12, mt: 0.5, color: error ? 'error.main' : 'text.secondary' }}
        role={error ? 'alert' : undefined}
      >
        {error ||
          t('profile.filesHint', {
            n: toLocalDigits(String(supportLimits.filesPerMessage), language),
          })}
      </Typography>
    </Box>
  );
}
