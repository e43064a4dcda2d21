import type { FastifyInstance } from 'fastify';
import {
  contentPageSchema,
  faqGroupsSchema,
  pageRequestSchema,
} from '@parvaz/domain/contracts/pages';
import { emptyRequestSchema } from '@parvaz/domain/contracts/envelope';
import { postRoute } from '../../platform/envelope';
import { groupedFaqs } from './faq.service';
import { pageByUrl } from './pages.service';

const tags = ['context'];

/** The brand's content pages and FAQ in the caller's language (API.md, "Content"). */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  postRoute(
    app,
    {
      path: 'context/getPageByUrl',
      summary: "A page of the brand (aboutUs, contactUs, rules, …) in the caller's language",
      tags,
      body: pageRequestSchema,
      response: contentPageSchema,
    },
    async (input, request) => pageByUrl(app.db, request.tenant.id, input.url, request.lang),
  );

  postRoute(
    app,
    {
      path: 'context/getGroupFaqs',
      summary: "The brand's frequently asked questions by topic, in the caller's language",
      tags,
      body: emptyRequestSchema,
      response: faqGroupsSchema,
    },
    async (_input, request) => groupedFaqs(app.db, request.tenant.id, request.lang, request.t),
  );
}
