import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../../paths';
import { drawHotelImages } from './draw-images';

// Writes the demo hotels' drawings into the web app's public files, where the seeded hotels'
// photos point: `npx tsx apps/server/src/db/seed/hotels/write-images.ts` after changing them.

export const hotelImagesDir = join(serverRoot, '..', 'web', 'public', 'hotels');

mkdirSync(hotelImagesDir, { recursive: true });
for (const { file, svg } of drawHotelImages()) writeFileSync(join(hotelImagesDir, file), svg);
