import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { stayLimits, type RoomOccupancy } from '@parvaz/domain/hotels/stay';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';

/** The age a new child starts with until it is chosen (a child's age is always asked). */
const firstChildAge = 5;

function Counter(props: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  return (
    <Box
      role="group"
      aria-label={props.label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{props.label}</Typography>
        {props.hint && (
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{props.hint}</Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          size="small"
          aria-label={t('search.decrease', { type: props.label })}
          disabled={props.value <= props.min}
          onClick={() => props.onChange(props.value - 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography aria-live="polite" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
          {toLocalDigits(String(props.value), language)}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('search.increase', { type: props.label })}
          disabled={props.value >= props.max}
          onClick={() => props.onChange(props.value + 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/** A room's children with their ages kept in step: adding a child adds an age to choose. */
export function withChildren(room: RoomOccupancy, children: number): RoomOccupancy {
  const childAges = room.childAges.slice(0, children);
  while (childAges.length < children) childAges.push(firstChildAge);
  return { ...room, children, childAges };
}

/**
 * Each room's adults, children and every child's age, with rooms added or removed (at most
 * `stayLimits.maxRooms`). Loaded with the popover, so the search box's first load stays small.
 */
export default function RoomsCounter({
  rooms,
  onChange,
}: {
  rooms: RoomOccupancy[];
  onChange: (rooms: RoomOccupancy[]) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const digits = (n: number) => toLocalDigits(String(n), language);
  const { adultsPerRoom, childrenPerRoom, childAge, maxRooms } = stayLimits;
  const set = (index: number, room: RoomOccupancy) =>
    onChange(rooms.map((current, i) => (i === index ? room : current)));
  const ages = Array.from({ length: childAge.max - childAge.min + 1 }, (_, i) => childAge.min + i);

  return (
    <Box sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
      {rooms.map((room, index) => (
        <Box
          key={index}
          component="section"
          aria-label={t('hotels.search.roomN', { n: digits(index + 1) })}
          sx={{ pb: 1.5, mb: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t('hotels.search.roomN', { n: digits(index + 1) })}
            </Typography>
            {rooms.length > 1 && (
              <Button
                size="small"
                color="error"
                onClick={() => onChange(rooms.filter((_, i) => i !== index))}
              >
                {t('hotels.search.removeRoom')}
              </Button>
            )}
          </Box>
          <Counter
            label={t('hotels.search.adults')}
            value={room.adults}
            min={adultsPerRoom.min}
            max={adultsPerRoom.max}
            onChange={(adults) => set(index, { ...room, adults })}
          />
          <Counter
            label={t('hotels.search.children')}
            hint={t('hotels.search.childrenHint', { max: digits(childAge.max) })}
            value={room.children}
            min={childrenPerRoom.min}
            max={childrenPerRoom.max}
            onChange={(children) => set(index, withChildren(room, children))}
          />
          {room.childAges.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {room.childAges.map((age, child) => (
                <TextField
                  key={child}
                  select
                  size="small"
                  label={t('hotels.search.childAge', { n: digits(child + 1) })}
                  value={String(age)}
                  onChange={(event) =>
                    set(index, {
                      ...room,
                      childAges: room.childAges.map((a, j) =>
                        j === child ? Number(event.target.value) : a,
                      ),
                    })
                  }
                  slotProps={{ select: { native: true } }}
                  sx={{ width: 120 }}
                >
                  {ages.map((value) => (
                    <option key={value} value={value}>
                      {digits(value)}
                    </option>
                  ))}
                </TextField>
              ))}
            </Box>
          )}
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={rooms.length >= maxRooms}
        onClick={() => onChange([...rooms, { adults: 2, children: 0, childAges: [] }])}
      >
        {t('hotels.search.addRoom')}
      </Button>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>
        {t('hotels.search.roomRules', {
          rooms: digits(maxRooms),
          adults: digits(adultsPerRoom.max),
          children: digits(childrenPerRoom.max),
        })}
      </Typography>
    </Box>
  );
}
