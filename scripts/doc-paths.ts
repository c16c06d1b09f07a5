/**
 * What a Markdown document quotes as a path of this repository, for `npm run lint:docs`
 * (scripts/check-doc-paths.ts). Pure: the caller reads the files and lists the repository.
 *
 * A path is quoted by
 * - a code span whose words look like one: a word starting with a name at the repository's root
 *   (`server/api/`, `app.config.ts`), an import alias of package.json (`#domain/slugify.ts`),
 *   `./` or `../` (from the document's folder), or a file name with a source extension under any
 *   folder (`throttle.ts`, `plumbing/context.ts`: some file of the repository must end so);
 * - a Markdown link to a relative target (`[text](docs/architecture.md)`, from the document's
 *   folder);
 * - a line of a fenced block marked `tree` (an indented folder map: two spaces a level), and, in
 *   other fenced blocks, a word starting with a name at the repository's root.
 * Not paths: URLs, routes (`/produits`), globs and placeholders (`*`, `…`, `{id}`, `<dir>`),
 * environment variables (`$PORT`), npm scripts (`lint:layers`), calls (`getRouter()`).
 */
import { posix } from 'node:path';

export interface DocContext {
  /** The document's folder, relative to the repository root ('' for the root). */
  docDir: string;
  /** Names at the repository's root (folders and files). */
  rootNames: ReadonlySet<string>;
  /** package.json "imports": `{ '#app/*': './app/*', '#config': './app.config.ts' }`. */
  aliases: Readonly<Record<string, string>>;
}

export interface QuotedPath {
  /** 1-based line of the document where the quote starts. */
  line: number;
  /** As written. */
  quoted: string;
  /** Relative to the repository root, without a trailing `/` (starts with `../` when outside). */
  path: string;
  /** `exact`: this path must exist; `suffix`: some path of the repository must end with it. */
  match: 'exact' | 'suffix';
  /** Where it was quoted: a code span, a link, a fenced block, an entry of a folder map. */
  kind: 'code' | 'link' | 'fence' | 'tree';
  /** For a folder map's entry: the line of the map's opening fence. */
  block?: number;
}

const sourceFile = /^[\w.$[\]-]+\.(?:ts|tsx|js|mjs|cjs|json|md|sql|sh|css|ya?ml)$/;
/** Characters no quoted repository path here holds: globs, placeholders, URLs, calls, commands. */
const notAPath = /[*…{}<>|=?@^~!%"'`:,()\s\\]|\$\{|^\$/;

const trimWord = (word: string) => word.replace(/^[("'[]+/, '').replace(/[)"',;:.\]]+$/, '');

function fromAlias(word: string, aliases: DocContext['aliases']): string | undefined {
  for (const [key, target] of Object.entries(aliases)) {
    const resolved = key.endsWith('*')
      ? word.startsWith(key.slice(0, -1)) && target.replace('*', word.slice(key.length - 1))
      : word === key && target;
    if (resolved) return posix.normalize(resolved);
  }
  return undefined;
}

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The repository path a word of a code span names, if it names one. `rootOnly` keeps only words
 * starting with a root name or an alias (fenced blocks: code, commands, diagrams).
 */
export function pathOfWord(
  raw: string,
  context: DocContext,
  rootOnly = false,
): Pick<QuotedPath, 'path' | 'match'> | undefined {
  const word = trimWord(raw);
  if (/^[./]*$/.test(word) || word.startsWith('/')) return undefined;
  if (word.startsWith('#')) {
    const target = fromAlias(word, context.aliases);
    return target && !notAPath.test(word) ? { path: strip(target), match: 'exact' } : undefined;
  }
  if (notAPath.test(word)) return undefined;
  if (word.startsWith('./') || word.startsWith('../')) {
    if (rootOnly) return undefined;
    return { path: strip(posix.join(context.docDir, word)), match: 'exact' };
  }
  const [first = ''] = word.split('/');
  if (context.rootNames.has(first)) return { path: strip(posix.normalize(word)), match: 'exact' };
  const last = word.split('/').at(-1) ?? '';
  if (!rootOnly && sourceFile.test(last)) return { path: word, match: 'suffix' };
  return undefined;
}

/** The target of a relative Markdown link, from the document's folder; none for URLs and anchors. */
export function pathOfLink(target: string, docDir: string): string | undefined {
  const bare = target.replace(/[#?].*$/, '');
  if (bare === '' || /^[a-z][\w+.-]*:/i.test(bare) || bare.startsWith('/')) return undefined;
  let decoded = bare;
  try {
    decoded = decodeURI(bare);
  } catch {
    // A malformed escape: checked as written.
  }
  return strip(posix.join(docDir, decoded));
}

/** Entries of a folder map: `name  description`, children indented two spaces under their folder. */
export function pathsOfTree(lines: readonly string[]): Array<{ index: number; path: string }> {
  const parents: string[] = [];
  const found: Array<{ index: number; path: string }> = [];
  lines.forEach((line, index) => {
    const entry = /^( *)(\S+)(?: {2,}\S.*)?$/.exec(line);
    if (!entry || (entry[1]?.length ?? 0) >= 20 || !entry[2]) return;
    const depth = Math.floor((entry[1]?.length ?? 0) / 2);
    parents.length = depth;
    const path = [...parents, entry[2]].join('');
    parents.push(entry[2].endsWith('/') ? entry[2] : `${entry[2]}/`);
    if (!notAPath.test(entry[2])) found.push({ index, path: strip(path) });
  });
  return found;
}

/** The folder maps (fenced blocks marked `tree`) of a document: where each starts, what it lists. */
export function folderMaps(markdown: string): Array<{ line: number; paths: string[] }> {
  return quotedPaths(markdown, { docDir: '', rootNames: new Set(), aliases: {} })
    .filter((quoted) => quoted.kind === 'tree')
    .reduce<Array<{ line: number; paths: string[] }>>((maps, quoted) => {
      const last = maps.at(-1);
      if (last && quoted.block === last.line) last.paths.push(quoted.path);
      else maps.push({ line: quoted.block ?? quoted.line, paths: [quoted.path] });
      return maps;
    }, []);
}

const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/**
 * Folders of the repository a folder map leaves out: a map that lists something in a folder
 * (the root included) lists every folder beside it, so a new folder cannot go unmentioned.
 */
export function unlistedFolders(listed: readonly string[], folders: Iterable<string>): string[] {
  const mapped = new Set(listed.map(parentOf));
  const covered = new Set<string>();
  for (const path of listed) for (let p = path; p !== ''; p = parentOf(p)) covered.add(p);
  return [...folders]
    .filter((folder) => mapped.has(parentOf(folder)) && !covered.has(folder))
    .sort();
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

interface Fence {
  /** Its info string (`sh`, `tree`, or ''). */
  info: string;
  /** 1-based line of the opening fence. */
  line: number;
  body: string[];
}

/** The fenced blocks of `markdown`, and the rest with each fenced line blanked (lines kept). */
function splitFences(markdown: string): { prose: string; fences: Fence[] } {
  const lines = markdown.split('\n');
  const fences: Fence[] = [];
  let open: { marker: string; fence: Fence } | undefined;
  const prose = lines.map((line, index) => {
    if (open) {
      if (line.trimStart().startsWith(open.marker)) open = undefined;
      else open.fence.body.push(line);
      return '';
    }
    const fence = /^\s*(```+|~~~+)\s*(\S*)/.exec(line);
    if (!fence?.[1]) return line;
    open = { marker: fence[1], fence: { info: fence[2] ?? '', line: index + 1, body: [] } };
    fences.push(open.fence);
    return '';
  });
  return { prose: prose.join('\n'), fences };
}

function pathsOfFence(fence: Fence, context: DocContext): QuotedPath[] {
  if (fence.info === 'tree') {
    return pathsOfTree(fence.body).map(({ index, path }) => ({
      line: fence.line + index + 1,
      quoted: path,
      path,
      match: 'exact',
      kind: 'tree',
      block: fence.line,
    }));
  }
  return fence.body.flatMap((text, index) =>
    text.split(/[\s─►│├└┬┼▼]+/).flatMap((word): QuotedPath[] => {
      const path = pathOfWord(word, context, true);
      return path ? [{ line: fence.line + index + 1, quoted: word, ...path, kind: 'fence' }] : [];
    }),
  );
}

/** Every path `markdown` quotes, in the order they appear. */
export function quotedPaths(markdown: string, context: DocContext): QuotedPath[] {
  const { prose, fences } = splitFences(markdown);
  const found = fences.flatMap((fence) =>
    pathsOfFence(fence, context).map((quoted) => ({ at: 0, quoted })),
  );
  for (const span of prose.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
    const line = lineAt(prose, span.index);
    for (const word of (span[1] ?? '').split(/\s+/)) {
      const path = pathOfWord(word, context);
      if (path)
        found.push({ at: span.index, quoted: { line, quoted: word, ...path, kind: 'code' } });
    }
  }
  for (const link of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = link[1] ?? '';
    const path = pathOfLink(target, context.docDir);
    const line = lineAt(prose, link.index);
    if (path) {
      found.push({
        at: link.index,
        quoted: { line, quoted: target, path, match: 'exact', kind: 'link' },
      });
    }
  }
  return found
    .sort((a, b) => a.quoted.line - b.quoted.line || a.at - b.at)
    .map(({ quoted }) => quoted);
}

/** Whether `quoted` names something in `existing` (every file and folder of the repository). */
export function pathExists(
  quoted: Pick<QuotedPath, 'path' | 'match'>,
  existing: ReadonlySet<string>,
) {
  if (existing.has(quoted.path)) return true;
  if (quoted.match === 'exact') return false;
  // A file-name ending (`.setup.ts`, `-input.ts`) names the files that end with it.
  const tail = /^[.-]/.test(quoted.path) ? quoted.path : `/${quoted.path}`;
  for (const path of existing) if (path.endsWith(tail)) return true;
  return false;
}

/** Every folder holding `files`, and the files: what a quoted path may name. */
export function withFolders(files: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const file of files) {
    all.add(file);
    for (let slash = file.indexOf('/'); slash > 0; slash = file.indexOf('/', slash + 1)) {
      all.add(file.slice(0, slash));
    }
  }
  return all;
}

/** Whether `path` is under one of `allowed` (folders end with `/`, files are whole paths). */
export const isAllowed = (path: string, allowed: readonly string[]) =>
  allowed.some((entry) => (entry.endsWith('/') ? `${path}/`.startsWith(entry) : path === entry));

/**
 * What is wrong with a decision record's status line (docs/decisions/README.md): missing, in
 * another form, or naming a record that does not exist (`numbers`: those that do).
 */
export function statusProblems(markdown: string, numbers: ReadonlySet<string>): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Status: '));
  if (start === -1 || lines.slice(1, start).some((line) => line.trim() !== '')) {
    return ['no status line under the title (Status: accepted (issue N), YYYY-MM-DD.)'];
  }
  const end = lines.findIndex((line, index) => index > start && line.trim() === '');
  const status = lines.slice(start, end === -1 ? undefined : end).join(' ');
  const problems: string[] = [];
  if (!/^Status: (?:accepted|superseded by \d{3})\b[^;]*?, \d{4}-\d{2}-\d{2}[.;]/.test(status)) {
    problems.push(
      'the status line reads "Status: accepted (…), YYYY-MM-DD." or "Status: superseded by NNN (…), YYYY-MM-DD."',
    );
  }
  for (const named of status.matchAll(/(?:\bby|,|\band) (\d{3})\b/g)) {
    if (!numbers.has(named[1] ?? ''))
      problems.push(`the status line names decision ${named[1]}, which does not exist`);
  }
  return problems;
}
