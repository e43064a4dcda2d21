import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An item's heading with its move up, move down and remove buttons, each naming the item. */
function ListItemHeader({
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

/**
 * A titled section of items in order, each a named group with its move up, move down and remove
 * buttons over the fields the caller renders, and a button that adds one at the end.
 */
export function EditableList({
  titleId,
  title,
  items,
  itemName,
  columns,
  onMove,
  onRemove,
  addLabel,
  canAdd,
  onAdd,
  renderItem,
}: {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** The items' stable keys, in order (a field array's fields). */
  items: readonly { id: string }[];
  /** An item's accessible name, given its place. */
  itemName: (index: number) => string;
  /** The item's fields' columns on wide screens (CSS grid-template-columns). */
  columns: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  /** The fields of the item at this place. */
  renderItem: (index: number) => ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {title}
      </Typography>
      {items.map((item, index) => {
        const name = itemName(index);
        return (
          <Paper
            key={item.id}
            role="group"
            aria-label={name}
            variant="outlined"
            sx={{ p: 2, borderRadius: 2 }}
          >
            <ListItemHeader
              name={name}
              index={index}
              count={items.length}
              onMove={onMove}
              onRemove={onRemove}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
              }}
            >
              {renderItem(index)}
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button variant="outlined" disabled={!canAdd} onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
