import { HotelSearchBox } from '../hotels/hotel-search-box';
import type { HotelSearch } from '../hotels/hotel-search-params';

/** The home search box's hotel tab: loaded when the tab is first opened. */
export default function HotelTab({
  value,
  onChange,
}: {
  value: HotelSearch;
  onChange: (search: HotelSearch) => void;
}) {
  return <HotelSearchBox value={value} onChange={onChange} />;
}
