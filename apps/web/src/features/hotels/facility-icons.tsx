import AcUnitIcon from '@mui/icons-material/AcUnit';
import AirIcon from '@mui/icons-material/Air';
import AlarmIcon from '@mui/icons-material/Alarm';
import BathtubIcon from '@mui/icons-material/Bathtub';
import ChairIcon from '@mui/icons-material/Chair';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ElevatorIcon from '@mui/icons-material/Elevator';
import EmojiFoodBeverageIcon from '@mui/icons-material/EmojiFoodBeverage';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import GroupsIcon from '@mui/icons-material/Groups';
import KitchenIcon from '@mui/icons-material/Kitchen';
import LocalAtmIcon from '@mui/icons-material/LocalAtm';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LocalLaundryServiceIcon from '@mui/icons-material/LocalLaundryService';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import LocalTaxiIcon from '@mui/icons-material/LocalTaxi';
import LockIcon from '@mui/icons-material/Lock';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import OutdoorGrillIcon from '@mui/icons-material/OutdoorGrill';
import PhoneIcon from '@mui/icons-material/Phone';
import PoolIcon from '@mui/icons-material/Pool';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TvIcon from '@mui/icons-material/Tv';
import WashIcon from '@mui/icons-material/Wash';
import WcIcon from '@mui/icons-material/Wc';
import WifiIcon from '@mui/icons-material/Wifi';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { FacilityKey } from '@parvaz/domain/hotels/catalog';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** One icon for each of the spec's 29 facilities (the words are `hotels.facility.<key>`). */
export const facilityIcons: Record<FacilityKey, ComponentType<SvgIconProps>> = {
  airConditioning: AcUnitIcon,
  atm: LocalAtmIcon,
  barbecue: OutdoorGrillIcon,
  barbershop: ContentCutIcon,
  bathroom: BathtubIcon,
  coffeeShop: LocalCafeIcon,
  conferenceHall: GroupsIcon,
  dailyRoomService: RoomServiceIcon,
  elevator: ElevatorIcon,
  fireAlarm: LocalFireDepartmentIcon,
  firstAidBox: MedicalServicesIcon,
  furniture: ChairIcon,
  gym: FitnessCenterIcon,
  hairdryer: AirIcon,
  internet: WifiIcon,
  // A squat toilet with its water hose: the washing hands say it better than a WC sign.
  iranianToilet: WashIcon,
  laundry: LocalLaundryServiceIcon,
  parking: LocalParkingIcon,
  pool: PoolIcon,
  refrigerator: KitchenIcon,
  restaurant: RestaurantIcon,
  safeBox: LockIcon,
  shop: StorefrontIcon,
  taxi: LocalTaxiIcon,
  teaMaker: EmojiFoodBeverageIcon,
  telephone: PhoneIcon,
  tv: TvIcon,
  wakeUpCall: AlarmIcon,
  westernToilet: WcIcon,
};

export function isFacilityKey(key: string): key is FacilityKey {
  return key in facilityIcons;
}

/** A facility's icon, named for screen readers and on hover. */
export function FacilityIcon({
  facility,
  fontSize = 'small',
}: {
  facility: FacilityKey;
  fontSize?: SvgIconProps['fontSize'];
}) {
  const { t } = useTranslation();
  const Icon = facilityIcons[facility];
  const label = t(`hotels.facility.${facility}`);
  // The browser's own tooltip (`title`): MUI's would bring its popper to every hotel page.
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-flex' }}
    >
      <Icon fontSize={fontSize} color="action" aria-hidden />
    </Box>
  );
}
