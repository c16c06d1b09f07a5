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
  return strip(posix.join(docDir, decodeURI(bare)));
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
  return [...folders].filter((folder) => mapped.has(parentOf(folder)) && !covered.has(folder)).sort();
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** Every path `markdown` quotes, in the order they appear. */
export function quotedPaths(markdown: string, context: DocContext): QuotedPath[] {
  const found: QuotedPath[] = [];
  const lines = markdown.split('\n');
  const prose: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^\s*(```+|~~~+)\s*(\S*)/.exec(lines[index] ?? '');
    if (!fence?.[1]) {
      prose.push(lines[index] ?? '');
      continue;
    }
    const start = index;
    const body: string[] = [];
    for (index += 1; index < lines.length && !lines[index]?.trimStart().startsWith(fence[1]); index += 1) {
      body.push(lines[index] ?? '');
    }
    prose.push(...Array.from({ length: index - start + 1 }, () => ''));
    if (fence[2] === 'tree') {
      for (const entry of pathsOfTree(body)) {
        const line = start + entry.index + 2;
        found.push({ line, quoted: entry.path, path: entry.path, match: 'exact', kind: 'tree', block: start + 1 });
      }
      continue;
    }
    body.forEach((text, offset) => {
      for (const word of text.split(/[\s─►│├└┬┼▼]+/)) {
        const path = pathOfWord(word, context, true);
        if (path) found.push({ line: start + offset + 2, quoted: word, ...path, kind: 'fence' });
      }
    });
  }
  const text = prose.join('\n');
  for (const span of text.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
    for (const word of (span[1] ?? '').split(/\s+/)) {
      const path = pathOfWord(word, context);
      if (path) found.push({ line: lineAt(text, span.index), quoted: word, ...path, kind: 'code' });
    }
  }
  for (const link of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const path = pathOfLink(link[1] ?? '', context.docDir);
    if (path) {
      found.push({ line: lineAt(text, link.index), quoted: link[1] ?? '', path, match: 'exact', kind: 'link' });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Whether `quoted` names something in `existing` (every file and folder of the repository). */
export function pathExists(quoted: Pick<QuotedPath, 'path' | 'match'>, existing: ReadonlySet<string>) {
  if (existing.has(quoted.path)) return true;
  if (quoted.match === 'exact') return false;
  const tail = `/${quoted.path}`;
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
