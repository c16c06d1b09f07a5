/**
 * Which layer may import which (issue 21; STYLE.md "Layers and what each may import"); the
 * layers are defined in scripts/layers.ts. `npm run lint:layers` (scripts/check-layers.ts) checks
 * these rules, then that no layers import each other in a cycle. Each rule lists what a layer MAY
 * import among project files; packages are free unless a rule names them. Type-only imports
 * count. Tests, scripts, bench and tooling may import anything.
 */
import type { IConfiguration, IForbiddenRuleType } from 'dependency-cruiser';
import { cruiseOptions, layerPath, layers } from './scripts/layers.ts';

/** A project file (what the rules restrict); packages and node: modules resolve elsewhere. */
const projectFile = '^(app|domain|machines|server|scripts|tests|bench)/|^[^/]+[.][cm]?[jt]sx?$';
const valibot = '^node_modules/valibot/';
/** Server routes, the Start instance and the server bundle's entry: server-only code in app/. */
const appServerEntries = '^app/(start[.]ts$|server[.]ts$|routes/(?!-)(?!.*/-).*[.]ts$)';
/** Server functions: TanStack Start compiles them into RPC stubs for the browser. */
const serverFunctionFiles = '^server/.+[.]functions[.]ts$';
/** The in-process API, mounted by the /api route and reached by the REST client without HTTP. */
const apiHandler = '^server/api/(.*/|)handler[.]ts$';

const paths = (...names: string[]) => names.map(layerPath);

function mayImport(
  name: string,
  from: { path: string; pathNot?: string | string[] },
  allowed: string[],
  comment: string,
): IForbiddenRuleType {
  return {
    name,
    comment,
    severity: 'error',
    from,
    to: { path: projectFile, pathNot: [from.path, ...allowed] },
  };
}

const server = (module: string) => ({ path: layerPath(`server/${module}`) });
const base = paths('domain', 'config');
/** Every server layer may import these, the structured log (server/log, a leaf) included. */
const serverBase = paths('domain', 'config', 'env', 'server/log');

const forbidden: IForbiddenRuleType[] = [
  {
    name: 'config-imports-only-valibot',
    comment:
      'app.config.ts imports only valibot: no project file (not even app.env.ts), no other package.',
    severity: 'error',
    from: { path: layerPath('config') },
    to: { pathNot: valibot },
  },
  {
    name: 'domain-imports-only-config-and-valibot',
    comment: 'The domain imports only app.config.ts, valibot and other domain files.',
    severity: 'error',
    from: { path: layerPath('domain') },
    to: { pathNot: [layerPath('domain'), layerPath('config'), valibot] },
  },
  mayImport(
    'env-imports-only-config-and-domain',
    { path: layerPath('env') },
    base,
    'The environment (app.env.ts, server/env/) imports only config and the domain.',
  ),
  mayImport(
    'machines-import-only-domain-and-config',
    { path: layerPath('machines') },
    base,
    'Machines import only the domain and config (never app/ or server/): their effects are actors provided from outside.',
  ),
  {
    name: 'machines-never-import-react-or-tanstack',
    comment: 'Machines are plain XState: no React, no @xstate/react, no @tanstack/* package.',
    severity: 'error',
    from: { path: layerPath('machines') },
    to: { path: '^node_modules/(react|react-dom|@xstate/react|@tanstack/[^/]+)/' },
  },
  mayImport(
    'app-lib-imports-only-domain-config-machines',
    { path: layerPath('app/lib') },
    paths('domain', 'config', 'machines'),
    'app/lib (client-side helpers) imports only the domain, config and machines: not components, routes or server/.',
  ),
  mayImport(
    'ui-reaches-the-server-only-through-server-functions',
    { path: '^app/', pathNot: [layerPath('app/lib'), appServerEntries] },
    [...paths('domain', 'config', 'machines', 'app/lib', 'server/functions'), serverFunctionFiles],
    'Components and routes import the domain, config, machines, app/lib and server functions; nothing else on the server (not the API, the database, the seed, the REST client or server/http).',
  ),
  {
    name: 'ui-never-imports-server-only-files',
    comment:
      'Components and routes never import a *.server.ts file (server-only code), not even for a type: move the type to the domain.',
    severity: 'error',
    from: { path: '^app/', pathNot: appServerEntries },
    to: { path: '[.]server[.]ts$' },
  },
  mayImport(
    'app-server-entries-import-server-entry-points',
    { path: appServerEntries },
    [
      ...paths(
        'app',
        'domain',
        'config',
        'env',
        'machines',
        'server/functions',
        'server/http',
        'server/feeds',
        'server/catalogue-pdf',
      ),
      apiHandler,
    ],
    'Server routes and app/start.ts (server-only code in app/) import what the UI may, plus the environment, server/functions (*.server.ts too), server/http, server/feeds, server/catalogue-pdf and the API handler.',
  ),
  {
    name: 'only-the-api-route-mounts-the-api',
    comment:
      'Only app/routes/api/ and the server bundle entry (app/server.ts, which hands the API to server/front) import server/api.',
    severity: 'error',
    from: { path: appServerEntries, pathNot: ['^app/routes/api/', '^app/server[.]ts$'] },
    to: { path: layerPath('server/api') },
  },
  mayImport(
    'server-functions-import-client-and-server-helpers',
    server('functions'),
    [
      ...serverBase,
      ...paths('server/client', 'server/http', 'server/page-cache', 'server/html', 'server/events'),
    ],
    'Server functions import the domain, config, env, the REST client, server/http, server/page-cache, server/html and server/events (to drop caches on content changes); never the API or the database.',
  ),
  mayImport(
    'client-imports-domain-config-env-machines-events',
    server('client'),
    [...serverBase, ...paths('machines', 'server/events'), apiHandler],
    'The REST client imports the domain, config, env, machines (token refresh) and events (it announces the writes of a remote API, API_BASE_URL; the in-process API announces its own); of the API, only its handler, through a dynamic import.',
  ),
  {
    name: 'client-imports-the-api-handler-only-dynamically',
    comment:
      'The REST client reaches the API only by a dynamic import of its handler (server/client/transport.ts, in-process transport), never statically.',
    severity: 'error',
    from: { path: layerPath('server/client') },
    to: { path: layerPath('server/api'), dynamic: false },
  },
  mayImport(
    'api-imports-domain-db-and-server-services',
    server('api'),
    [
      ...serverBase,
      ...paths(
        'server/db',
        'server/storage',
        'server/events',
        'server/http',
        'server/mail',
        'server/html',
        'server/security',
        'server/seed',
        'server/metrics',
        'server/backup',
      ),
    ],
    'The API imports the domain, config, env, the database, storage, events, http, mail, html, security, the seed, metrics and backups; never app/, the REST client or server functions.',
  ),
  mayImport(
    'db-imports-only-domain-and-config',
    server('db'),
    [...base, ...paths('server/lru', 'server/log')],
    'The database imports only the domain, config and the bounded LRU (its list caches): not the API, the seed, events, the page cache or app/.',
  ),
  mayImport(
    'seed-imports-domain-db-storage-security',
    server('seed'),
    [...base, ...paths('server/db', 'server/storage', 'server/security', 'server/log')],
    'The demo seed imports the domain, config, the database, storage, security (password hashing) and the log.',
  ),
  mayImport(
    'events-import-domain-config-env-db',
    server('events'),
    [...serverBase, layerPath('server/db')],
    'Content-change events import the domain, config, env and the database (NOTIFY).',
  ),
  mayImport(
    'http-imports-domain-config-env-lru',
    server('http'),
    [...serverBase, layerPath('server/lru')],
    'server/http is plumbing: it imports only the domain, config, env and the bounded LRU, a leaf (what composes it with the page cache sits above both).',
  ),
  mayImport(
    'page-cache-imports-http-and-events',
    server('page-cache'),
    [...serverBase, ...paths('server/http', 'server/events', 'server/lru')],
    'The page cache imports the domain, config, env, server/http, server/events and the bounded LRU.',
  ),
  mayImport(
    'lru-imports-nothing',
    server('lru'),
    [],
    'The bounded LRU (server/lru) is a data structure: it imports no project file.',
  ),
  mayImport(
    'front-composes-http-and-page-cache',
    server('front'),
    [...serverBase, ...paths('server/http', 'server/page-cache', 'server/metrics')],
    'The site front (server/front) composes server/http, the page cache and metrics, which import neither it nor each other upwards.',
  ),
  mayImport(
    'feeds-read-through-the-client',
    server('feeds'),
    [...serverBase, ...paths('server/client', 'server/functions')],
    'Feeds import the domain, config, env, the REST client and server/functions (the session helpers).',
  ),
  mayImport(
    'catalogue-pdf-reads-through-the-client',
    server('catalogue-pdf'),
    [...serverBase, ...paths('server/client', 'server/functions', 'server/events')],
    'The catalogue PDF imports the domain, config, env, the REST client, server/functions (the session helpers) and server/events.',
  ),
  mayImport(
    'storage-imports-domain-config-env-db',
    server('storage'),
    [...serverBase, layerPath('server/db')],
    'Image storage imports only the domain, config, env and the database (the image blobs of docs/decisions/017).',
  ),
  mayImport(
    'mail-imports-domain-config-env-metrics',
    server('mail'),
    [...serverBase, layerPath('server/metrics')],
    'Mail imports only the domain, config, env and metrics (mails sent and failed).',
  ),
  mayImport(
    'backup-imports-db-storage-metrics',
    server('backup'),
    [...serverBase, ...paths('server/db', 'server/storage', 'server/metrics')],
    'Backups (server/backup) import the domain, config, env, the database, image storage and metrics: the API runtime schedules them, scripts run them.',
  ),
  mayImport(
    'log-imports-nothing-above',
    server('log'),
    paths('domain', 'config', 'env'),
    'The structured log (server/log, pino) imports only the domain, config and env: every server layer may write to it.',
  ),
  mayImport(
    'metrics-import-nothing-above',
    server('metrics'),
    serverBase,
    'Metrics (server/metrics, prom-client) import only the domain, config and env: whoever owns a value hands it in (provideMetrics).',
  ),
  mayImport(
    'html-imports-domain-config-env-http',
    server('html'),
    [...serverBase, layerPath('server/http')],
    'The HTML sanitiser imports the domain, config, env and server/http (the frame hosts of the CSP).',
  ),
  mayImport(
    'security-imports-domain-config-env',
    server('security'),
    serverBase,
    'Security (password hashing) imports only the domain, config and env.',
  ),
  {
    name: 'no-circular',
    comment:
      'No module imports itself through a chain of imports. A cycle through a type-only import (erased at build, e.g. app/routeTree.gen.ts ↔ app/router.tsx) is allowed.',
    severity: 'error',
    from: {},
    to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
  {
    name: 'other-server-folders-never-import-app-or-api',
    comment:
      'A server folder without its own rule above imports neither app/ nor the API: give it a layer in scripts/layers.ts and a rule here.',
    severity: 'error',
    from: {
      path: '^server/',
      pathNot: layers
        .filter((layer) => layer.name.startsWith('server/'))
        .map((layer) => layer.path),
    },
    to: { path: ['^app/', layerPath('server/api')] },
  },
];

const config: IConfiguration = { forbidden, options: cruiseOptions };
export default config;
