import type { LocalizedName } from '../../schema/reference';

export interface AirlineRow {
  /** IATA designator. */
  code: string;
  name: LocalizedName;
  logo: string;
  countryCode: 'IR' | 'TR' | 'OM';
  /** The 3-digit accounting code that starts the airline's ticket numbers. */
  accountingCode: string;
}

function airline(
  code: string,
  accountingCode: string,
  countryCode: AirlineRow['countryCode'],
  fa: string,
  ar: string,
  en: string,
  tr: string,
): AirlineRow {
  return {
    code,
    name: { fa, ar, en, tr },
    logo: `/airlines/${code}.svg`,
    countryCode,
    accountingCode,
  };
}

// Real carriers with their real IATA codes, one row each: accounting code, country, fa, ar, en,
// tr. The accounting codes of Iran Air (096), Mahan (537), Iran Aseman (815), Turkish (235),
// Pegasus (624) and Oman Air (910) are the published ones; the others are demo values. Chabahar Airlines is
// left out: its ICAO code (IRU) is known but we could not confirm an IATA code for it.
// prettier-ignore
export const airlines: readonly AirlineRow[] = [
  airline('IR', '096', 'IR', 'ایران‌ایر', 'إيران إير', 'Iran Air', 'Iran Air'),
  airline('W5', '537', 'IR', 'هواپیمایی ماهان', 'طيران ماهان', 'Mahan Air', 'Mahan Air'),
  airline('EP', '815', 'IR', 'هواپیمایی آسمان', 'طيران آسمان الإيرانية', 'Iran Aseman Airlines', 'Iran Aseman Havayolları'),
  airline('QB', '492', 'IR', 'قشم ایر', 'طيران قشم', 'Qeshm Air', 'Qeshm Air'),
  airline('Y9', '780', 'IR', 'کیش ایر', 'طيران كيش', 'Kish Air', 'Kish Air'),
  airline('RV', '797', 'IR', 'هواپیمایی کاسپین', 'طيران كاسبيان', 'Caspian Airlines', 'Caspian Havayolları'),
  airline('ZV', '110', 'IR', 'هواپیمایی زاگرس', 'طيران زاغروس', 'Zagros Airlines', 'Zagros Havayolları'),
  airline('VR', '185', 'IR', 'هواپیمایی وارش', 'طيران وارش', 'Varesh Airlines', 'Varesh Havayolları'),
  airline('I3', '138', 'IR', 'هواپیمایی آتا', 'طيران آتا', 'ATA Airlines', 'ATA Havayolları'),
  airline('HH', '214', 'IR', 'هواپیمایی تابان', 'طيران تابان', 'Taban Air', 'Taban Air'),
  airline('B9', '167', 'IR', 'ایران ایرتور', 'إيران إيرتور', 'Iran Airtour', 'Iran Airtour'),
  airline('IS', '176', 'IR', 'هواپیمایی سپهران', 'طيران سبهران', 'Sepehran Airlines', 'Sepehran Havayolları'),
  airline('TK', '235', 'TR', 'ترکیش ایرلاینز', 'الخطوط الجوية التركية', 'Turkish Airlines', 'Türk Hava Yolları'),
  airline('PC', '624', 'TR', 'پگاسوس', 'طيران بيغاسوس', 'Pegasus Airlines', 'Pegasus Hava Yolları'),
  airline('VF', '611', 'TR', 'ای‌جت', 'إيه جت', 'AJet', 'AJet'),
  airline('WY', '910', 'OM', 'عمان ایر', 'الطيران العماني', 'Oman Air', 'Oman Air'),
  airline('OV', '816', 'OM', 'سلام ایر', 'طيران السلام', 'SalamAir', 'SalamAir'),
];

const byCode = new Map(airlines.map((row) => [row.code, row]));

export function airlineByCode(code: string): AirlineRow | undefined {
  return byCode.get(code);
}
