import HotelIcon from '@mui/icons-material/Hotel';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The hotel's photos: one large, the others as thumbnails that bring theirs forward. */
export function HotelGallery({ images }: { images: { src: string; alt: string }[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current)
    return (
      <Box
        sx={{ bgcolor: 'action.hover', borderRadius: 2, height: 240, display: 'grid' }}
        aria-hidden
      >
        <HotelIcon sx={{ fontSize: 72, color: 'text.disabled', m: 'auto' }} />
      </Box>
    );
  return (
    <Box component="section" aria-label={t('hotels.detail.photos')}>
      <Box
        component="img"
        src={current.src}
        alt={current.alt}
        sx={{
          width: '100%',
          aspectRatio: '16 / 9',
          maxHeight: 440,
          objectFit: 'cover',
          borderRadius: 2,
          display: 'block',
          bgcolor: 'action.hover',
        }}
      />
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}>
          {images.map((image, index) => (
            <ButtonBase
              key={image.src}
              onClick={() => setShown(index)}
              aria-label={image.alt}
              aria-pressed={index === shown}
              sx={{
                flexShrink: 0,
                borderRadius: 1,
                overflow: 'hidden',
                outline: index === shown ? 3 : 0,
                outlineColor: 'primary.main',
                outlineOffset: -3,
              }}
            >
              <Box
                component="img"
                src={image.src}
                alt=""
                loading="lazy"
                sx={{ width: 96, height: 64, objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
