/**
 * Where each airline's flight numbers start, domestic and international apart, as carriers keep
 * separate number blocks. The schedule hands out numbers in pairs from these (outbound even,
 * return odd), so a number names one round trip of one route.
 */
// prettier-ignore
export const flightNumberBlocks: Readonly<Record<string, { domestic: number; international: number }>> = {
  IR: { domestic: 200, international: 700 },
  W5: { domestic: 1000, international: 110 },
  EP: { domestic: 3600, international: 3900 },
  QB: { domestic: 1200, international: 2200 },
  Y9: { domestic: 7000, international: 7600 },
  RV: { domestic: 6200, international: 6800 },
  ZV: { domestic: 4000, international: 4800 },
  VR: { domestic: 5800, international: 5900 },
  I3: { domestic: 5200, international: 5600 },
  HH: { domestic: 6000, international: 6600 },
  B9: { domestic: 900, international: 9800 },
  IS: { domestic: 4300, international: 4700 },
  TK: { domestic: 2100, international: 870 },
  PC: { domestic: 2000, international: 510 },
  VF: { domestic: 3000, international: 4400 },
  WY: { domestic: 900, international: 430 },
  OV: { domestic: 200, international: 580 },
};

/** Numbers a block may use before it runs into the next one. */
export const flightNumberBlockSize = 100;
