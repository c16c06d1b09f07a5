/**
 * `npm run lint:docs`: every path README.md and docs/**\/*.md quote exists in the repository, a
 * folder map (a fenced block marked `tree`) leaves out no folder beside the ones it lists, and
 * every decision record has a status line naming only records that exist (docs/decisions/README.md),
 * so the docs cannot silently go stale when a file moves (what counts as a quoted path:
 * scripts/doc-paths.ts). The repository is what git would commit: tracked files and new ones
 * not ignored. A name that is gone on purpose (what a file was called before) is written without
 * backticks. Exits 1 naming each document, line and missing path.
 */
import { execFileSync } from 'node:child_process';
import { glob, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import {
  folderMaps,
  isAllowed,
  pathExists,
  quotedPaths,
  statusProblems,
  unlistedFolders,
  withFolders,
} from './doc-paths.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Quoted on purpose though not in the repository: built, installed or made at run time, or beside it. */
const allowed = [
  'dist/', // the production build (`npm run build`)
  'node_modules/', // `npm ci`
  'data/', // DATA_DIR's default, made at first start
  'backups', // where `npm run backup` writes when neither --out nor BACKUP_DIR says
  '../shared/', // the client's SPEC.md and the house STYLE.md, beside the repository
];

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter(Boolean);
const existing = withFolders(files);
const fileSet = new Set(files);
const folders = [...existing].filter((path) => !fileSet.has(path));
const rootNames = new Set(files.map((file) => file.split('/')[0] ?? file));
const packageJson = v.parse(
  v.object({ imports: v.record(v.string(), v.string()) }),
  JSON.parse(await readFile(`${root}package.json`, 'utf8')),
);

const documents = ['README.md'];
for await (const file of glob('docs/**/*.md', { cwd: root })) documents.push(file);
const record = /^docs\/decisions\/(\d{3})-[^/]+\.md$/;
const recordNumbers = new Set(documents.flatMap((file) => record.exec(file)?.[1] ?? []));

let problems = 0;
let checked = 0;
for (const document of documents.sort()) {
  const docDir = document.includes('/') ? document.slice(0, document.lastIndexOf('/')) : '';
  const markdown = await readFile(`${root}${document}`, 'utf8');
  for (const quoted of quotedPaths(markdown, { docDir, rootNames, aliases: packageJson.imports })) {
    if (isAllowed(quoted.path, allowed)) continue;
    checked += 1;
    if (pathExists(quoted, existing)) continue;
    problems += 1;
    const how = quoted.match === 'suffix' ? 'no file of the repository ends with' : 'no such path:';
    console.log(`  error ${document}:${quoted.line}: \`${quoted.quoted}\`: ${how} ${quoted.path}`);
  }
  for (const problem of record.test(document) ? statusProblems(markdown, recordNumbers) : []) {
    problems += 1;
    console.log(`  error ${document}:3: ${problem}`);
  }
  for (const map of folderMaps(markdown)) {
    for (const folder of unlistedFolders(map.paths, folders)) {
      problems += 1;
      console.log(
        `  error ${document}:${map.line}: the folder map leaves out ${folder}/ (it lists what is beside it)`,
      );
    }
  }
}
if (problems === 0) {
  console.log(
    `✔ every path the docs quote exists (${checked} checked in ${documents.length} files), every decision has its status`,
  );
} else {
  console.log(
    `\n✘ ${problems} problem(s) in the docs: fix the doc (or the allow-list of scripts/check-doc-paths.ts).`,
  );
}
process.exitCode = problems === 0 ? 0 : 1;
