import { useState } from 'react';

/**
 * The state of a popup whose code loads at its first opening (a `lazyPart` drawn after a
 * press): `drawn` from that press on, so that it then closes with its transition.
 */
export function usePopup(): { open: boolean; drawn: boolean; show: () => void; hide: () => void } {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  return {
    open,
    drawn,
    show: () => {
      setDrawn(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}
