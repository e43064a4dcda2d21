import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BlockIcon from '@mui/icons-material/Block';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import type { BoardStatus } from '@parvaz/domain/flights/board-status';
import { statusKey } from '@parvaz/domain/format/status-words';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

interface StatusLook {
  Icon: ComponentType<{ fontSize?: 'inherit'; 'aria-hidden'?: boolean }>;
  /** Background and text, at least 4.5:1 apart. */
  background: string;
  color: string;
  border?: string;
}

// Each status has its own colour and icon besides its word, so none of the three is needed alone.
export const boardStatusLooks: Record<BoardStatus, StatusLook> = {
  Scheduled: { Icon: ScheduleIcon, background: '#F2F2F2', color: '#333333', border: '#BDBDBD' },
  CheckIn: { Icon: HowToRegIcon, background: '#00548A', color: '#FFFFFF' },
  Boarding: { Icon: AccessTimeIcon, background: '#20BC90', color: '#0B1F19' },
  Departed: { Icon: FlightTakeoffIcon, background: '#333333', color: '#FFFFFF' },
  Delayed: { Icon: HourglassBottomIcon, background: '#FFA300', color: '#1F1400' },
  Cancelled: { Icon: BlockIcon, background: '#B0262D', color: '#FFFFFF' },
  Landed: { Icon: FlightLandIcon, background: '#168465', color: '#FFFFFF' },
  Diverted: { Icon: AltRouteIcon, background: '#5B2A86', color: '#FFFFFF' },
};

/** A flight's status on the board: its word, on its colour, with its icon. */
export function BoardStatusChip({ status }: { status: BoardStatus }) {
  const { t } = useTranslation();
  const { Icon, background, color, border } = boardStatusLooks[status];
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.35em',
        px: '0.6em',
        py: '0.2em',
        borderRadius: 999,
        fontSize: '0.875em',
        fontWeight: 700,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
        bgcolor: background,
        color,
        border: `1px solid ${border ?? background}`,
      }}
    >
      <Icon fontSize="inherit" aria-hidden />
      {t(statusKey(status))}
    </Box>
  );
}
