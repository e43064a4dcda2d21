import type { LocalizedName } from '../../schema/reference';

export interface AirlineRow {
  /** IATA designator. */
  code: string;
  name: LocalizedName;
  logo: string;
  countryCode: 'IR' | 'TR' | 'OM';
}

function airline(
  code: string,
  countryCode: AirlineRow['countryCode'],
  fa: string,
  ar: string,
  en: string,
  tr: string,
): AirlineRow {
  return { code, name: { fa, ar, en, tr }, logo: `/airlines/${code}.svg`, countryCode };
}

// Real carriers with their real IATA codes, one row each: fa, ar, en, tr. Chabahar Airlines is
// left out: its ICAO code (IRU) is known but we could not confirm an IATA code for it.
// prettier-ignore
export const airlines: readonly AirlineRow[] = [
  airline('IR', 'IR', 'ایران‌ایر', 'إيران إير', 'Iran Air', 'Iran Air'),
  airline('W5', 'IR', 'هواپیمایی ماهان', 'طيران ماهان', 'Mahan Air', 'Mahan Air'),
  airline('EP', 'IR', 'هواپیمایی آسمان', 'طيران آسمان الإيرانية', 'Iran Aseman Airlines', 'Iran Aseman Havayolları'),
  airline('QB', 'IR', 'قشم ایر', 'طيران قشم', 'Qeshm Air', 'Qeshm Air'),
  airline('Y9', 'IR', 'کیش ایر', 'طيران كيش', 'Kish Air', 'Kish Air'),
  airline('RV', 'IR', 'هواپیمایی کاسپین', 'طيران كاسبيان', 'Caspian Airlines', 'Caspian Havayolları'),
  airline('ZV', 'IR', 'هواپیمایی زاگرس', 'طيران زاغروس', 'Zagros Airlines', 'Zagros Havayolları'),
  airline('VR', 'IR', 'هواپیمایی وارش', 'طيران وارش', 'Varesh Airlines', 'Varesh Havayolları'),
  airline('I3', 'IR', 'هواپیمایی آتا', 'طيران آتا', 'ATA Airlines', 'ATA Havayolları'),
  airline('HH', 'IR', 'هواپیمایی تابان', 'طيران تابان', 'Taban Air', 'Taban Air'),
  airline('B9', 'IR', 'ایران ایرتور', 'إيران إيرتور', 'Iran Airtour', 'Iran Airtour'),
  airline('IS', 'IR', 'هواپیمایی سپهران', 'طيران سبهران', 'Sepehran Airlines', 'Sepehran Havayolları'),
  airline('TK', 'TR', 'ترکیش ایرلاینز', 'الخطوط الجوية التركية', 'Turkish Airlines', 'Türk Hava Yolları'),
  airline('PC', 'TR', 'پگاسوس', 'طيران بيغاسوس', 'Pegasus Airlines', 'Pegasus Hava Yolları'),
  airline('VF', 'TR', 'ای‌جت', 'إيه جت', 'AJet', 'AJet'),
  airline('WY', 'OM', 'عمان ایر', 'الطيران العماني', 'Oman Air', 'Oman Air'),
  airline('OV', 'OM', 'سلام ایر', 'طيران السلام', 'SalamAir', 'SalamAir'),
];

const byCode = new Map(airlines.map((row) => [row.code, row]));

export function airlineByCode(code: string): AirlineRow | undefined {
  return byCode.get(code);
}
