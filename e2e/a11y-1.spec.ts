// Accessibility sweep, part 1 of 2: the sweep (support/a11y-sweep.ts) is split in two spec files
// so that they run side by side.
import { accessibilitySweep } from './support/a11y-sweep';

accessibilitySweep(1, 2);
