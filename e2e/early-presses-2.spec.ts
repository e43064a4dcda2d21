// Early presses, part 2 of 2: the presses (support/early-press-table.ts, run by support/early-presses.ts) are split in two spec
// files so that they run side by side.
import { earlyPresses } from './support/early-presses';

earlyPresses(2, 2);
