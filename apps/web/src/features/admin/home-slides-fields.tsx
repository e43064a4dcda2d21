import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { homeLimits } from '@parvaz/domain/contracts/home-page';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { languageDirection } from '@parvaz/domain/languages';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HomeForm } from './home-form';
import { siteImages } from './home-form';
import { ListItemHeader } from './home-list-controls';

/** The slides of the home editor: each with its picture, title, text and link, in order. */
export function SlideFields({ control, lang }: { control: Control<HomeForm>; lang: Language }) {
  const { t } = useTranslation();
  const slides = useFieldArray({ control, name: 'slides' });
  const direction = languageDirection(lang);
  const text = { htmlInput: { dir: direction, lang } };
  return (
    <Box component="section" aria-labelledby="home-slides-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="home-slides-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('admin.home.slides')}
      </Typography>
      {slides.fields.map((field, index) => {
        const name = t('admin.home.slide', { index: toLocalDigits(String(index + 1), lang) });
        return (
          <Paper
            key={field.id}
            role="group"
            aria-label={name}
            variant="outlined"
            sx={{ p: 2, borderRadius: 2 }}
          >
            <ListItemHeader
              name={name}
              index={index}
              count={slides.fields.length}
              onMove={slides.move}
              onRemove={slides.remove}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
              }}
            >
              <Controller
                control={control}
                name={`slides.${index}.image`}
                render={({ field: image, fieldState }) => (
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <Autocomplete
                      freeSolo
                      options={siteImages}
                      value={image.value}
                      onChange={(_, value) => image.onChange(value ?? '')}
                      onInputChange={(_, value) => image.onChange(value)}
                      sx={{ flex: 1 }}
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          inputRef={image.ref}
                          required
                          label={t('admin.home.image')}
                          error={Boolean(fieldState.error)}
                          helperText={fieldState.error?.message ?? t('admin.home.imageHint')}
                          slotProps={{
                            ...params.slotProps,
                            htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr' },
                          }}
                        />
                      )}
                    />
                    {image.value && (
                      <Box
                        component="img"
                        src={image.value}
                        alt=""
                        width={96}
                        height={54}
                        sx={{ borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover' }}
                      />
                    )}
                  </Box>
                )}
              />
              <Controller
                control={control}
                name={`slides.${index}.link`}
                render={({ field: link, fieldState }) => (
                  <TextField
                    {...link}
                    required
                    label={t('admin.home.link')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? t('admin.home.linkHint')}
                    slotProps={{ htmlInput: { dir: 'ltr', maxLength: homeLimits.link } }}
                  />
                )}
              />
              <Controller
                control={control}
                name={`slides.${index}.title`}
                render={({ field: title, fieldState }) => (
                  <TextField
                    {...title}
                    required
                    label={t('admin.home.slideTitle')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={text}
                  />
                )}
              />
              <Controller
                control={control}
                name={`slides.${index}.text`}
                render={({ field: body, fieldState }) => (
                  <TextField
                    {...body}
                    multiline
                    minRows={2}
                    label={t('admin.home.slideText')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={text}
                  />
                )}
              />
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          disabled={slides.fields.length >= homeLimits.slides}
          onClick={() => slides.append({ image: '', title: '', text: '', link: '/' })}
        >
          {t('admin.home.addSlide')}
        </Button>
      </Box>
    </Box>
  );
}

/** The claims of the home editor: each a title and a sentence, in order. */
export function ClaimFields({ control, lang }: { control: Control<HomeForm>; lang: Language }) {
  const { t } = useTranslation();
  const claims = useFieldArray({ control, name: 'claims' });
  const text = { htmlInput: { dir: languageDirection(lang), lang } };
  return (
    <Box component="section" aria-labelledby="home-claims-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="home-claims-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('admin.home.claims')}
      </Typography>
      {claims.fields.map((field, index) => {
        const name = t('admin.home.claim', { index: toLocalDigits(String(index + 1), lang) });
        return (
          <Paper
            key={field.id}
            role="group"
            aria-label={name}
            variant="outlined"
            sx={{ p: 2, borderRadius: 2 }}
          >
            <ListItemHeader
              name={name}
              index={index}
              count={claims.fields.length}
              onMove={claims.move}
              onRemove={claims.remove}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 2fr' },
              }}
            >
              <Controller
                control={control}
                name={`claims.${index}.title`}
                render={({ field: title, fieldState }) => (
                  <TextField
                    {...title}
                    required
                    label={t('admin.home.claimTitle')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={text}
                  />
                )}
              />
              <Controller
                control={control}
                name={`claims.${index}.text`}
                render={({ field: body, fieldState }) => (
                  <TextField
                    {...body}
                    multiline
                    required
                    label={t('admin.home.claimText')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={text}
                  />
                )}
              />
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button
          variant="outlined"
          disabled={claims.fields.length >= homeLimits.claims}
          onClick={() => claims.append({ title: '', text: '' })}
        >
          {t('admin.home.addClaim')}
        </Button>
      </Box>
    </Box>
  );
}
