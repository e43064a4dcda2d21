import { afterAll, beforeAll } from 'vitest';
import { messagesTo } from '../../platform/outbox';
import { findByReference } from './sign-requests.repository';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/test-app';
import {
  agencyFields,
  documents,
  iranianMobile,
  referenceOf,
  SignRequestClient,
} from './sign-requests-test-kit';

/** Shared by the tests of the operator's review of sign requests; not a test itself. */

export type User = Awaited<ReturnType<typeof buildSignedInUser>>;

/**
 * A suite's app on a clock the tests move on (where a second code must wait out the first one's
 * minute), sepehran's applicant client and operator, and the calls a review needs. Read `t`,
 * `sepehran` and `operator` inside the tests, once the suite has started.
 */
export function reviewSuite(kind: DatabaseKind) {
  let app: TestApp | undefined;
  let client: SignRequestClient | undefined;
  let operator: User | undefined;
  let clock = Date.now();

  beforeAll(async () => {
    app = await createTestApp(kind, { now: () => new Date(clock) });
    client = new SignRequestClient(app);
    operator = await buildSignedInUser(app.database.db, { tenant: 'sepehran', role: 'operator' });
  });
  afterAll(async () => app?.close());

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started');
    return value;
  };
  const t = () => started(app);
  const sepehran = () => started(client);

  const idOf = async (reference: string) => {
    const row = await findByReference(t().database.db, 'sepehran', reference);
    if (!row) throw new Error(`no request ${reference}`);
    return row.id;
  };

  return {
    get t() {
      return t();
    },
    get sepehran() {
      return sepehran();
    },
    get operator() {
      return started(operator);
    },
    /** Moves the app's clock on. */
    laterByMinutes(minutes: number) {
      clock += minutes * 60_000;
    },
    /** A console call as `user` (the operator unless told). */
    asOperator: (path: string, body: unknown, user: User = started(operator)) =>
      sepehran().call(path, body, user.headers),
    messagesTo: (recipient: string) => messagesTo(t().database.db, recipient),
    /** A request of an agency (unless `fields` say otherwise) sent with its code. */
    async apply(fields = agencyFields(iranianMobile().local)) {
      const mobile = `+98${fields.contactPhone.slice(1)}`;
      const reference = referenceOf(await sepehran().apply(fields, documents(), mobile));
      return { reference, id: await idOf(reference), mobile, fields };
    },
  };
}
