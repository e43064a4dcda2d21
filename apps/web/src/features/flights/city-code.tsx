import Box from '@mui/material/Box';

/**
 * The chosen city's code at the field's start, left to right and never cut: a narrow field
 * shortens the city's name instead ("مشهد (HD…" once).
 */
export function CityCode({ code }: { code: string }) {
  return (
    <Box
      component="bdi"
      dir="ltr"
      data-testid="city-code"
      sx={{
        flexShrink: 0,
        px: 0.75,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontSize: 13,
        fontWeight: 700,
        letterSpacing: 0.5,
        whiteSpace: 'nowrap',
      }}
    >
      {code}
    </Box>
  );
}
