// How the server's modules may use each other (decision 008, "one way in"), and the web app's
// features (docs/web-features.md). Enforced by apps/server/src/module-boundaries.test.ts, which
// `npm test` and `npm run lint:boundaries` run in four passes: the server's code with these rules,
// its tests with the `tests-` rules, the modules folder alone for cycles, and the web app's
// features folder alone for cycles. Any violation fails it.

const server = '^apps/server/src/';
const modules = `${server}modules/`;
// Code that exists for tests: test files, their kits, fixtures and factories, the access matrix's
// tables, and the harness in src/test/.
const testCode = `(\\.test\\.ts|-test-kit\\.ts|\\.fixtures\\.ts|\\.factory\\.ts|/access-matrix\\.[a-z.]+\\.ts)$|${server}test/`;
// The one file of module <m> that other modules may import: modules/<m>/<m>.api.ts.
const publicFace = `${modules}([^/]+)/\\1\\.api\\.ts$`;
// What a module offers tests elsewhere besides its face: its test kit and fixtures.
const testKit = `${modules}[^/]+/[^/]+(-test-kit|\\.fixtures)\\.ts$`;
// The files at the top of src/ (app.ts, main.ts, …) compose the server: they register every
// module's routes and jobs. The seed loads the demo data as the app would, through public faces.
const composition = `${server}[^/]+\\.ts$|${server}db/seed/`;
const webFeatures = '^apps/web/src/features/';
// Each module's tables in one file, db/schema/<m>.ts (decision 017); the platform's own tables in
// db/schema/platform.ts; db/schema/index.ts gathers them for drizzle-kit, the client and the
// migrator.
const schema = `${server}db/schema/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'module-public-face',
      comment:
        'A module uses another only through its public face <m>/<m>.api.ts: never its repository, service or any other file.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: { path: modules, pathNot: [`${modules}$1/`, publicFace] },
    },
    {
      name: 'composition-uses-routes-and-faces',
      comment:
        "The composition root (app.ts, main.ts) registers a module's routes (<m>.routes.ts) and jobs, and the seed loads demo data: everything but routes comes through the public face.",
      severity: 'error',
      from: { path: composition },
      to: { path: modules, pathNot: [publicFace, `${modules}[^/]+/[^/]+\\.routes\\.ts$`] },
    },
    {
      name: 'shared-code-below-modules',
      comment:
        'platform/, db/ (but its seed) and the rest of the shared server code sit below the modules: they import none.',
      severity: 'error',
      from: { path: server, pathNot: [modules, composition] },
      to: { path: modules },
    },
    {
      name: 'no-module-cycle',
      comment:
        'The imports between modules form no cycle. Checked over modules/ alone: a folder counts the imports of its subfolders, so a seed in db/seed/ would tie every repository (which imports db/client.ts) into a cycle.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${modules}([^/]+)$` },
      to: { path: modules, pathNot: `${modules}$1(/|$)`, circular: true },
    },
    {
      name: 'no-web-feature-cycle',
      comment:
        "The web app's features may use each other (home draws the flight and hotel search boxes), but their imports form no cycle: what two features share moves below them, to components/ or lib/.",
      severity: 'error',
      scope: 'folder',
      from: { path: `${webFeatures}([^/]+)$` },
      to: { path: webFeatures, pathNot: `${webFeatures}$1(/|$)`, circular: true },
    },
    {
      name: 'drizzle-only-in-repositories',
      comment:
        "Only repositories build queries; besides them db/ (schema, client, seed) and the platform's own tables (sessions, outbox, uploads, rate limits, captcha, signing secret).",
      severity: 'error',
      from: {
        path: server,
        pathNot: ['\\.repository\\.ts$', `${server}db/`, `${server}platform/`],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'table-owner',
      comment:
        "A table is queried only by the module that owns it (decision 017): a module's code imports its own schema file, db/schema/<m>.ts, and no other; what it needs of another's rows it asks of that module's public face.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: { path: schema, pathNot: `${schema}$1\\.ts$` },
    },
    {
      name: 'platform-tables-in-platform',
      comment:
        "Shared code owns no module's table: platform/ imports only the platform's own (db/schema/platform.ts); db/client.ts and the migrator read the whole schema through its index. The seed writes demo rows in bulk on the first start, as a migration writes data: it imports the schema files of the rows it loads, and reads none back for a module.",
      severity: 'error',
      from: { path: server, pathNot: [modules, `${server}[^/]+\\.ts$`, `${server}db/`] },
      to: { path: schema, pathNot: `${schema}platform\\.ts$` },
    },
    {
      name: 'composition-owns-no-table',
      comment:
        'The composition root (app.ts, main.ts, …) wires modules together and queries no table.',
      severity: 'error',
      from: { path: `${server}[^/]+\\.ts$` },
      to: { path: schema },
    },
    {
      name: 'tests-in-module-use-faces-and-kits',
      comment:
        "A module's tests may reach inside their own module; of another module they use the public face, its test kit and fixtures.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/.*(${testCode})` },
      to: { path: modules, pathNot: [`${modules}$1/`, publicFace, testKit] },
    },
    {
      name: 'tests-kits-write-their-own-tables',
      comment:
        "A module's test kit, fixtures and factory set up and read only the module's own tables (and the platform's, such as the outbox): a test elsewhere that needs another module's rows asks that module's kit (decision 017). Test files themselves may read any table: they check what the app left in the database, from outside, and a change of a table's shape breaks only tests of the rows they look at.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/[^/]+(-test-kit|\\.fixtures|\\.factory)\\.ts$` },
      to: { path: schema, pathNot: [`${schema}$1\\.ts$`, `${schema}platform\\.ts$`] },
    },
    {
      name: 'tests-kits-query-through-factories',
      comment:
        "A module's test kit and fixtures build no query: what they set up or read back of the module's tables is a query of its repository (when the product could use it) or of its factory (<name>.factory.ts, beside the repository), so a table's queries stay in the few files that own it.",
      severity: 'error',
      from: { path: `${modules}[^/]+/[^/]+(-test-kit|\\.fixtures)\\.ts$` },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'tests-elsewhere-use-faces-and-kits',
      comment:
        'Tests outside the modules (db/, the harness) use public faces, test kits and fixtures.',
      severity: 'error',
      from: { path: testCode, pathNot: modules },
      to: { path: modules, pathNot: [publicFace, testKit] },
    },
  ],
  options: {
    // Tests are cruised separately (the `tests-` rules): imports between test kits do not tie
    // modules into a cycle, and tests may use Drizzle to set up and inspect the database.
    exclude: { path: testCode },
    includeOnly: `${server}|(^|/)node_modules/drizzle-orm/`,
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a module's types are part of its public face too.
    tsPreCompilationDeps: true,
  },
};
