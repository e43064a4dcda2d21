import type { ApplicationStatus } from '@parvaz/domain/careers/career-rules';
import type { TenantId } from '@parvaz/domain/tenants/tenants';

/** A demo application: for which of the brand's positions (its index), by whom, with which CV. */
export interface DemoApplicant {
  position: number;
  reference: string;
  fullName: string;
  /** The name as the CV's PDF writes it (Latin letters). */
  latinName: string;
  mobile: string;
  email: string;
  coverLetter: string;
  status: ApplicationStatus;
  fileName: string;
  cvLines: string[];
}

export const demoApplicants: Record<TenantId, DemoApplicant[]> = {
  sepehran: [
    {
      position: 0,
      reference: 'JADEMO2SP1',
      fullName: 'نگار رضایی',
      latinName: 'Negar Rezaei',
      mobile: '+989121234501',
      email: 'negar.rezaei@example.com',
      coverLetter: 'سه سال در مرکز تماس یک شرکت هواپیمایی کار کرده‌ام و شیفت شب برایم مشکلی ندارد.',
      status: 'new',
      fileName: 'رزومه-نگار-رضایی.pdf',
      cvLines: ['Call centre agent, 2022-2025', 'English: fluent', 'Tehran'],
    },
    {
      position: 2,
      reference: 'JADEMO2SP2',
      fullName: 'امید کاظمی',
      latinName: 'Omid Kazemi',
      mobile: '+989121234502',
      email: 'omid.kazemi@example.com',
      coverLetter: 'پنج سال با Node.js و PostgreSQL سامانه‌های پرداخت ساخته‌ام.',
      status: 'shortlisted',
      fileName: 'omid-kazemi-cv.pdf',
      cvLines: ['Back-end developer, 5 years', 'Node.js, TypeScript, PostgreSQL', 'Tehran'],
    },
    {
      position: 3,
      reference: 'JADEMO2SP3',
      fullName: 'سارا محمدی',
      latinName: 'Sara Mohammadi',
      mobile: '+989121234503',
      email: 'sara.mohammadi@example.com',
      coverLetter: '',
      status: 'reviewed',
      fileName: 'sara-mohammadi.pdf',
      cvLines: ['Data analyst, 3 years', 'SQL, Excel, Power BI', 'Tehran'],
    },
  ],
  turk: [
    {
      position: 0,
      reference: 'JADEMO2TK1',
      fullName: 'Elif Yılmaz',
      latinName: 'Elif Yilmaz',
      mobile: '+905321234501',
      email: 'elif.yilmaz@example.com',
      coverLetter: 'Farsça ve Türkçe biliyorum; dört yıldır bir seyahat acentesinde çalışıyorum.',
      status: 'new',
      fileName: 'elif-yilmaz-ozgecmis.pdf',
      cvLines: ['Travel agent, 4 years', 'Turkish, Persian, English', 'Istanbul'],
    },
    {
      position: 1,
      reference: 'JADEMO2TK2',
      fullName: 'Mehmet Demir',
      latinName: 'Mehmet Demir',
      mobile: '+905321234502',
      email: 'mehmet.demir@example.com',
      coverLetter: 'Antalya otellerinde sekiz yıl satış ve kontrat deneyimim var.',
      status: 'shortlisted',
      fileName: 'mehmet-demir-cv.pdf',
      cvLines: ['Hotel sales manager, 8 years', 'Antalya', 'Driving licence B'],
    },
    {
      position: 3,
      reference: 'JADEMO2TK3',
      fullName: 'Zeynep Kaya',
      latinName: 'Zeynep Kaya',
      mobile: '+905321234503',
      email: 'zeynep.kaya@example.com',
      coverLetter: '',
      status: 'declined',
      fileName: 'zeynep-kaya.pdf',
      cvLines: ['Economics graduate, 2024', 'SQL, Python', 'Ankara'],
    },
  ],
  oman: [
    {
      position: 0,
      reference: 'JADEMO2OM1',
      fullName: 'سالم البلوشي',
      latinName: 'Salim Al Balushi',
      mobile: '+96892123451',
      email: 'salim.balushi@example.com',
      coverLetter: 'عملت ثلاث سنوات في خدمة عملاء شركة طيران في مسقط.',
      status: 'new',
      fileName: 'salim-al-balushi-cv.pdf',
      cvLines: ['Customer service agent, 3 years', 'Arabic, English', 'Muscat'],
    },
    {
      position: 3,
      reference: 'JADEMO2OM2',
      fullName: 'مريم الحارثية',
      latinName: 'Maryam Al Harthi',
      mobile: '+96892123452',
      email: 'maryam.harthi@example.com',
      coverLetter: 'محللة بيانات بخبرة في تسعير الفنادق.',
      status: 'reviewed',
      fileName: 'maryam-al-harthi.pdf',
      cvLines: ['Pricing analyst, 4 years', 'SQL, Excel', 'Muscat'],
    },
  ],
};
