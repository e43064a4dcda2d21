// The rows of the access matrix for what is the operator's alone (exchange rates, the books, the
// audit log):
// no one's own data is in them, so a customer's try is refused and leaves everything as it was.
import { pngFile } from './access-matrix.files';
import type { Row } from './access-matrix.table';

export const operatorRows: Row[] = [
  {
    method: 'POST',
    path: '/api/exchange/addRate',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: { body: { base: 'USD', quote: 'IRR', rate: '1', validFrom: '2099-01-01' } },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/ledger/getTrialBalance',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  {
    method: 'POST',
    path: '/api/ledger/getBankReconciliation',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: { body: { from: '2026-01-01', to: '2026-01-31' } },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/getAuditLog',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  {
    method: 'POST',
    path: '/api/admin/getFaqs',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { lang: 'fa' } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/saveFaq',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: {
          body: { lang: 'fa', topic: 'booking', position: 0, question: 'Q', answer: 'A' },
        },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/deleteFaq',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { id: 1 } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/getFooter',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { lang: 'fa' } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/saveFooter',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: {
          body: {
            lang: 'fa',
            address: 'Tehran',
            phone: '+98 21 6600 4000',
            email: 'help@example.com',
            supportHours: '',
            copyright: '',
          },
        },
      },
    ],
  },
  // The home page's blocks: a customer's, an agency's or a supporter's try changes nothing.
  {
    method: 'POST',
    path: '/api/admin/getHomePage',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { lang: 'fa' } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/saveHomePage',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: {
          body: {
            lang: 'fa',
            slides: [],
            claims: [],
            routes: Array.from({ length: 6 }, (_, i) => ({
              origin: 'THRC',
              destination: ['MHD', 'KIH', 'SYZ', 'IFN', 'TBZ', 'AWZ'][i],
            })),
            hotelIds: [],
          },
        },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/getComments',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  // The content console: a customer's or a supporter's try changes no page.
  {
    method: 'POST',
    path: '/api/admin/getPages',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  {
    method: 'POST',
    path: '/api/admin/getPage',
    roles: ['operator'],
    checks: [
      { expect: 'ownChange', status: 403, request: { body: { url: 'aboutUs', lang: 'fa' } } },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/previewHtml',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { html: '<p>x</p>' } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/savePage',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: {
          body: { url: 'aboutUs', lang: 'fa', title: 'Changed', description: '', html: '<p>x</p>' },
        },
      },
    ],
  },
  // Sign requests: a customer's or a supporter's try reads no request and decides nothing; a
  // request's document is read by the brand's operator only.
  {
    method: 'POST',
    path: '/api/admin/getSignRequests',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  {
    method: 'POST',
    path: '/api/admin/getSignRequest',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { id: 1 } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/reviewSignRequest',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: { body: { id: 1, decision: 'decline', note: 'Not for you.' } },
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/admin/signRequestFile/:id',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { params: { id: 'a'.repeat(32) } } }],
  },
  // The blog's console: a customer's, an agency's or a supporter's try writes, removes or
  // uploads nothing.
  {
    method: 'POST',
    path: '/api/admin/getPosts',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  {
    method: 'POST',
    path: '/api/admin/getPost',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { id: 1 } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/savePost',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: {
          body: {
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
          },
        },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/deletePost',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { id: 1 } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/getCategories',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  {
    method: 'POST',
    path: '/api/admin/saveCategory',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: {
          body: {
            id: 1,
            slug: 'changed-by-matrix',
            name: { fa: 'x', ar: 'x', en: 'x', tr: 'x' },
            position: 0,
          },
        },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/uploadImage',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: { files: [pngFile('image', 'cover.png')] },
      },
    ],
  },
  // A visitor's comment is shown once the brand's operator approves it; a customer's try is refused.
  {
    method: 'POST',
    path: '/api/blog/moderateComment',
    roles: ['operator'],
    checks: [
      { expect: 'ownChange', status: 403, request: { body: { id: 1, status: 'approved' } } },
    ],
  },
  // Recruitment: the positions and the applications with their CVs are the brand operator's
  // alone; a customer's try changes nothing and opens no CV.
  {
    method: 'POST',
    path: '/api/admin/getJobPositions',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: { lang: 'fa' } } }],
  },
  {
    method: 'POST',
    path: '/api/admin/saveJobPosition',
    roles: ['operator'],
    checks: [
      {
        expect: 'ownChange',
        status: 403,
        request: {
          body: {
            lang: 'fa',
            title: 'T',
            location: 'L',
            employment: 'fullTime',
            description: 'D',
            position: 0,
          },
        },
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/getJobApplications',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { body: {} } }],
  },
  {
    method: 'POST',
    path: '/api/admin/setJobApplicationStatus',
    roles: ['operator'],
    checks: [
      { expect: 'ownChange', status: 403, request: { body: { id: 1, status: 'declined' } } },
    ],
  },
  {
    method: 'GET',
    path: '/api/admin/jobApplications/:id/cv',
    roles: ['operator'],
    checks: [{ expect: 'ownChange', status: 403, request: { params: { id: '1' } } }],
  },
];
