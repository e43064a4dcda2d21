import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An item's heading with its move up, move down and remove buttons, each naming the item. */
export function ListItemHeader({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
        {name}
      </Typography>
      <IconButton
        size="small"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={t('admin.home.moveUp', { item: name })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={t('admin.home.moveDown', { item: name })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        onClick={() => onRemove(index)}
        aria-label={t('admin.home.remove', { item: name })}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
