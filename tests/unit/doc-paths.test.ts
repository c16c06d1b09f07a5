import { describe, expect, it } from 'vitest';
import {
  folderMaps,
  isAllowed,
  pathExists,
  pathOfLink,
  pathOfWord,
  quotedPaths,
  statusProblems,
  unlistedFolders,
  withFolders,
} from '#scripts/doc-paths.ts';

const files = [
  'README.md',
  'app.config.ts',
  'package.json',
  'app/routes/api/$.ts',
  'app/routes/robots[.]txt.ts',
  'docs/architecture.md',
  'docs/decisions/012-catalogue-lists-from-indexes.md',
  'domain/slugify.ts',
  'scripts/check-doc-paths.ts',
  'scripts/start.ts',
  'server/api/auth/throttle.ts',
  'server/api/plumbing/context.ts',
  'server/events/embedded-upkeep.ts',
  'server/lru/bounded-lru.ts',
];
const context = {
  docDir: '',
  rootNames: new Set(files.map((file) => file.split('/')[0] ?? file)),
  aliases: { '#domain/*': './domain/*', '#config': './app.config.ts' },
};
const inDecisions = { ...context, docDir: 'docs/decisions' };
const existing = withFolders(files);
const paths = (markdown: string, where = context) =>
  quotedPaths(markdown, where).map(({ path, match }) => `${match} ${path}`);

describe('pathOfWord: what a word of a code span names', () => {
  it('reads paths from the root, whatever folder the document is in', () => {
    expect(pathOfWord('server/api/', inDecisions)).toEqual({ path: 'server/api', match: 'exact' });
    expect(pathOfWord('app.config.ts', inDecisions)).toEqual({
      path: 'app.config.ts',
      match: 'exact',
    });
    expect(pathOfWord('app/routes/api/$.ts', context)?.path).toBe('app/routes/api/$.ts');
    expect(pathOfWord('app/routes/robots[.]txt.ts', context)?.path).toBe(
      'app/routes/robots[.]txt.ts',
    );
  });

  it('resolves import aliases through package.json "imports"', () => {
    expect(pathOfWord('#domain/slugify.ts', context)).toEqual({
      path: 'domain/slugify.ts',
      match: 'exact',
    });
    expect(pathOfWord('#config', context)).toEqual({ path: 'app.config.ts', match: 'exact' });
    expect(pathOfWord('#domain/…', context)).toBeUndefined();
    expect(pathOfWord('#anchor', context)).toBeUndefined();
  });

  it('reads ./ and ../ from the document’s folder, even out of the repository', () => {
    expect(pathOfWord('../architecture.md', inDecisions)?.path).toBe('docs/architecture.md');
    expect(pathOfWord('../shared/SPEC.md', context)?.path).toBe('../shared/SPEC.md');
    expect(pathOfWord('../', inDecisions)).toBeUndefined();
  });

  it('asks that some file end with a source file name quoted under any folder', () => {
    expect(pathOfWord('throttle.ts', context)).toEqual({ path: 'throttle.ts', match: 'suffix' });
    expect(pathOfWord('plumbing/context.ts', context)).toEqual({
      path: 'plumbing/context.ts',
      match: 'suffix',
    });
  });

  it.each([
    'https://www.example.tn/produits',
    '/produits',
    '/api/images/…',
    'server/db/*-schema.ts',
    'domain/admin-*-search',
    'products/2025/01/{uuid}.webp',
    'LIGHTHOUSE_KEEP=<dir>',
    '$PORT',
    'lint:layers',
    'getRouter()',
    'DATA_DIR/images',
    '@tanstack/react-router',
    'site.currency',
    'database|files',
    '',
  ])('leaves %j alone', (word) => {
    expect(pathOfWord(word, context)).toBeUndefined();
  });

  it('keeps only root names and aliases in fenced blocks (commands, code, diagrams)', () => {
    expect(pathOfWord('throttle.ts', context, true)).toBeUndefined();
    expect(pathOfWord('page-cache,', context, true)).toBeUndefined();
    expect(pathOfWord('scripts/,', context, true)?.path).toBe('scripts');
    expect(pathOfWord('server/lru', context, true)?.path).toBe('server/lru');
  });
});

describe('pathOfLink', () => {
  it('resolves relative targets from the document’s folder, without the anchor', () => {
    expect(pathOfLink('docs/decisions/', '')).toBe('docs/decisions');
    expect(pathOfLink('../architecture.md#imports', 'docs/decisions')).toBe('docs/architecture.md');
  });

  it.each(['https://example.tn', 'mailto:contact@example.tn', '#imports', '/produits'])(
    'leaves %j alone',
    (target) => {
      expect(pathOfLink(target, '')).toBeUndefined();
    },
  );
});

describe('quotedPaths', () => {
  it('finds code spans (also across a line break), links and fenced words, with their lines', () => {
    const markdown = [
      'The gate (`server/http/site-gate.ts`, see [the layers](docs/architecture.md#imports)).',
      'Run `npm run',
      'lint:docs` or `node scripts/check-doc-paths.ts`; routes like `/produits` are not paths.',
      '```sh',
      'node scripts/start.ts --port 3000   # throttle.ts is not read here',
      '```',
      'Read [SPEC](https://example.tn/spec.md).',
    ].join('\n');
    expect(quotedPaths(markdown, context)).toEqual([
      {
        line: 1,
        quoted: 'server/http/site-gate.ts',
        path: 'server/http/site-gate.ts',
        match: 'exact',
        kind: 'code',
      },
      {
        line: 1,
        quoted: 'docs/architecture.md#imports',
        path: 'docs/architecture.md',
        match: 'exact',
        kind: 'link',
      },
      {
        line: 3,
        quoted: 'scripts/check-doc-paths.ts',
        path: 'scripts/check-doc-paths.ts',
        match: 'exact',
        kind: 'code',
      },
      {
        line: 5,
        quoted: 'scripts/start.ts',
        path: 'scripts/start.ts',
        match: 'exact',
        kind: 'fence',
      },
    ]);
  });

  it('reads a folder map (a fenced block marked tree) by its indentation', () => {
    const markdown = [
      '# Map',
      '```tree',
      'app.config.ts            constants',
      'server/',
      '  db/                    schema, migrations; repositories/: queries',
      '                         and more (a continuation, not an entry)',
      '  lru/                   the bounded LRU',
      'docs/architecture.md     the layers',
      '```',
    ].join('\n');
    expect(paths(markdown)).toEqual([
      'exact app.config.ts',
      'exact server',
      'exact server/db',
      'exact server/lru',
      'exact docs/architecture.md',
    ]);
    expect(folderMaps(markdown)).toEqual([
      {
        line: 2,
        paths: ['app.config.ts', 'server', 'server/db', 'server/lru', 'docs/architecture.md'],
      },
    ]);
  });
});

describe('a stale path fails, the path of today passes', () => {
  const missing = (markdown: string, where = context) =>
    quotedPaths(markdown, where)
      .filter((quoted) => !pathExists(quoted, existing))
      .map((quoted) => `${quoted.line}: ${quoted.path}`);

  it('reads a file-name ending as the files that end with it', () => {
    const files = new Set([
      'machines/contact-form.setup.ts',
      'server/api/articles/article-input.ts',
    ]);
    expect(pathExists({ path: '.setup.ts', match: 'suffix' }, files)).toBe(true);
    expect(pathExists({ path: '-input.ts', match: 'suffix' }, files)).toBe(true);
    expect(pathExists({ path: '.steps.ts', match: 'suffix' }, files)).toBe(false);
    // A plain name must be a whole file name, not the end of another.
    expect(pathExists({ path: 'input.ts', match: 'suffix' }, files)).toBe(false);
  });

  it('reports a file that moved, and not where it lives now', () => {
    const markdown =
      'at most every 10 minutes (`server/db/embedded-upkeep.ts`)\n(`server/events/embedded-upkeep.ts`)';
    expect(missing(markdown)).toEqual(['1: server/db/embedded-upkeep.ts']);
  });

  it('reports a file name no file ends with, a dead link and a dead alias', () => {
    const markdown = [
      '`throttle.ts` and `auth/throttle.ts` exist; `login-throttle.test.ts` does not.',
      'See [decision 012](012-catalogue-lists-from-indexes.md) and [the layers](../architecture.md).',
      'See [decision 099](099-gone.md), `#domain/gone.ts`.',
    ].join('\n');
    expect(missing(markdown, inDecisions)).toEqual([
      '1: login-throttle.test.ts',
      '3: docs/decisions/099-gone.md',
      '3: domain/gone.ts',
    ]);
  });
});

describe('unlistedFolders', () => {
  const folders = [
    'app',
    'docs',
    'docs/decisions',
    'server',
    'server/api',
    'server/front',
    'server/lru',
    'server/api/auth',
  ];

  it('names each folder beside a listed entry that the map leaves out', () => {
    const listed = ['app', 'server', 'server/api', 'server/lru', 'docs/architecture.md'];
    expect(unlistedFolders(listed, folders)).toEqual(['docs/decisions', 'server/front']);
  });

  it('asks nothing inside a folder whose content the map does not list', () => {
    expect(unlistedFolders(['app', 'docs', 'server'], folders)).toEqual([]);
  });
});

describe('statusProblems', () => {
  const records = new Set(['009', '014', '024']);
  const record = (status: string) => `# 001 — Stack\n\n${status}\n\n## Context\n`;

  it.each([
    'Status: accepted (issue 21), 2026-11-25.',
    'Status: accepted, 2026-11-22; amended by 009 (the front), 014 (the floor); superseded in part\nby 024 (no query).',
    'Status: accepted (issue 22, "Shared limits"), 2026-11-25.',
    'Status: superseded by 024 (all of it), 2026-11-22.',
  ])('accepts %j', (status) => {
    expect(statusProblems(record(status), records)).toEqual([]);
  });

  it('asks for a status line under the title', () => {
    expect(statusProblems('# 001 — Stack\n\n## Context\n', records)).toHaveLength(1);
    expect(statusProblems(record('Status: accepted.'), records)).toHaveLength(1);
  });

  it('names a record that does not exist', () => {
    expect(
      statusProblems(record('Status: accepted, 2026-11-22; amended by 031 (x).'), records),
    ).toEqual(['the status line names decision 031, which does not exist']);
  });
});

describe('isAllowed', () => {
  it('lets listed folders and files through, and nothing merely starting alike', () => {
    const allowed = ['dist/', '../shared/', 'data'];
    expect(isAllowed('dist/server/server.js', allowed)).toBe(true);
    expect(isAllowed('dist', allowed)).toBe(true);
    expect(isAllowed('distant/file.ts', allowed)).toBe(false);
    expect(isAllowed('../shared/SPEC.md', allowed)).toBe(true);
    expect(isAllowed('data', allowed)).toBe(true);
    expect(isAllowed('data/images', allowed)).toBe(false);
  });
});
