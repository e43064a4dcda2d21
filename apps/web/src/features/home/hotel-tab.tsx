import { useState } from 'react';
import { emptyHotelSearch, HotelSearchBox } from '../hotels/hotel-search-box';

/** The home search box's hotel tab: loaded when the tab is first opened. */
export default function HotelTab() {
  const [search, setSearch] = useState(emptyHotelSearch);
  return <HotelSearchBox value={search} onChange={setSearch} />;
}
