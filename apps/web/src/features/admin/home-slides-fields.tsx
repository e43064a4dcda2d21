import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { homeLimits } from '@parvaz/domain/contracts/home-page';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import type { Language } from '@parvaz/domain/languages';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInLanguageField } from './console-fields';
import { EditableList } from './editable-list';
import type { HomeForm } from './home-form';
import { siteImages } from './home-form';

/** The slides of the home editor: each with its picture, title, text and link, in order. */
export function SlideFields({ control, lang }: { control: Control<HomeForm>; lang: Language }) {
  const { t } = useTranslation();
  const slides = useFieldArray({ control, name: 'slides' });
  return (
    <EditableList
      titleId="home-slides-title"
      title={t('admin.home.slides')}
      items={slides.fields}
      itemName={(index) => t('admin.home.slide', { index: toLocalDigits(String(index + 1), lang) })}
      columns="1fr 1fr"
      onMove={slides.move}
      onRemove={slides.remove}
      addLabel={t('admin.home.addSlide')}
      canAdd={slides.fields.length < homeLimits.slides}
      onAdd={() => slides.append({ image: '', title: '', text: '', link: '/' })}
      renderItem={(index) => (
        <>
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
          <TextInLanguageField
            control={control}
            name={`slides.${index}.title`}
            label={t('admin.home.slideTitle')}
            lang={lang}
            required
          />
          <TextInLanguageField
            control={control}
            name={`slides.${index}.text`}
            label={t('admin.home.slideText')}
            lang={lang}
            multiline
            minRows={2}
          />
        </>
      )}
    />
  );
}

/** The claims of the home editor: each a title and a sentence, in order. */
export function ClaimFields({ control, lang }: { control: Control<HomeForm>; lang: Language }) {
  const { t } = useTranslation();
  const claims = useFieldArray({ control, name: 'claims' });
  return (
    <EditableList
      titleId="home-claims-title"
      title={t('admin.home.claims')}
      items={claims.fields}
      itemName={(index) => t('admin.home.claim', { index: toLocalDigits(String(index + 1), lang) })}
      columns="1fr 2fr"
      onMove={claims.move}
      onRemove={claims.remove}
      addLabel={t('admin.home.addClaim')}
      canAdd={claims.fields.length < homeLimits.claims}
      onAdd={() => claims.append({ title: '', text: '' })}
      renderItem={(index) => (
        <>
          <TextInLanguageField
            control={control}
            name={`claims.${index}.title`}
            label={t('admin.home.claimTitle')}
            lang={lang}
            required
          />
          <TextInLanguageField
            control={control}
            name={`claims.${index}.text`}
            label={t('admin.home.claimText')}
            lang={lang}
            multiline
            required
          />
        </>
      )}
    />
  );
}
