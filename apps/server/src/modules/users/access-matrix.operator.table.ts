// The rows of the access matrix for what is the operator's alone (exchange rates, the books, the
// audit log):
// no one's own data is in them, so a customer's try is refused and leaves everything as it was.
import { pngFile } from './access-matrix.files';
import type { Request, Row } from './access-matrix.table';

/** An endpoint of the operator's alone: anyone else's try is refused (403) and changes nothing. */
const operatorOnly = (method: Row['method'], path: string, request: Request): Row => ({
  method,
  path,
  roles: ['operator'],
  checks: [{ expect: 'ownChange', status: 403, request }],
});
/** A POST with a JSON body. */
const post = (path: string, body: Record<string, unknown> = {}) =>
  operatorOnly('POST', path, { body });
/** A GET of a path with parameters. */
const get = (path: string, params: Record<string, string>) => operatorOnly('GET', path, { params });

export const operatorRows: Row[] = [
  post('/api/exchange/addRate', { base: 'USD', quote: 'IRR', rate: '1', validFrom: '2099-01-01' }),
  post('/api/ledger/getTrialBalance'),
  post('/api/ledger/getBankReconciliation', { from: '2026-01-01', to: '2026-01-31' }),
  post('/api/admin/getAuditLog'),
  post('/api/admin/getFaqs', { lang: 'fa' }),
  post('/api/admin/saveFaq', {
    lang: 'fa',
    topic: 'booking',
    position: 0,
    question: 'Q',
    answer: 'A',
  }),
  post('/api/admin/deleteFaq', { id: 1 }),
  post('/api/admin/getFooter', { lang: 'fa' }),
  post('/api/admin/saveFooter', {
    lang: 'fa',
    address: 'Tehran',
    phone: '+98 21 6600 4000',
    email: 'help@example.com',
    supportHours: '',
    copyright: '',
  }),
  // The home page's blocks: a customer's, an agency's or a supporter's try changes nothing.
  post('/api/admin/getHomePage', { lang: 'fa' }),
  post('/api/admin/saveHomePage', {
    lang: 'fa',
    slides: [],
    claims: [],
    routes: Array.from({ length: 6 }, (_, i) => ({
      origin: 'THRC',
      destination: ['MHD', 'KIH', 'SYZ', 'IFN', 'TBZ', 'AWZ'][i],
    })),
    hotelIds: [],
  }),
  post('/api/admin/getComments'),
  // The content console: a customer's or a supporter's try changes no page.
  post('/api/admin/getPages'),
  post('/api/admin/getPage', { url: 'aboutUs', lang: 'fa' }),
  post('/api/admin/previewHtml', { html: '<p>x</p>' }),
  post('/api/admin/savePage', {
    url: 'aboutUs',
    lang: 'fa',
    title: 'Changed',
    description: '',
    html: '<p>x</p>',
  }),
  // Sign requests: a customer's or a supporter's try reads no request and decides nothing; a
  // request's document is read by the brand's operator only.
  post('/api/admin/getSignRequests'),
  post('/api/admin/getSignRequest', { id: 1 }),
  post('/api/admin/reviewSignRequest', { id: 1, decision: 'decline', note: 'Not for you.' }),
  get('/api/admin/signRequestFile/:id', { id: 'a'.repeat(32) }),
  // The blog's console: a customer's, an agency's or a supporter's try writes, removes or
  // uploads nothing.
  post('/api/admin/getPosts'),
  post('/api/admin/getPost', { id: 1 }),
  post('/api/admin/savePost', {
    id: 1,
    lang: 'fa',
    slug: 'changed-by-matrix',
    title: 'Changed',
    summary: '',
    html: '<p>x</p>',
    image: '/blog/map.svg',
    categoryId: 1,
    tags: [],
    author: 'Matrix',
    status: 'draft',
  }),
  post('/api/admin/deletePost', { id: 1 }),
  post('/api/admin/getCategories'),
  post('/api/admin/saveCategory', {
    id: 1,
    slug: 'changed-by-matrix',
    name: { fa: 'x', ar: 'x', en: 'x', tr: 'x' },
    position: 0,
  }),
  operatorOnly('POST', '/api/admin/uploadImage', { files: [pngFile('image', 'cover.png')] }),
  // A visitor's comment is shown once the brand's operator approves it; a customer's try is refused.
  post('/api/blog/moderateComment', { id: 1, status: 'approved' }),
  // Recruitment: the positions and the applications with their CVs are the brand operator's
  // alone; a customer's try changes nothing and opens no CV.
  post('/api/admin/getJobPositions', { lang: 'fa' }),
  post('/api/admin/saveJobPosition', {
    lang: 'fa',
    title: 'T',
    location: 'L',
    employment: 'fullTime',
    description: 'D',
    position: 0,
  }),
  post('/api/admin/getJobApplications'),
  post('/api/admin/setJobApplicationStatus', { id: 1, status: 'declined' }),
  get('/api/admin/jobApplications/:id/cv', { id: '1' }),
];
