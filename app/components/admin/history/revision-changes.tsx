import { useRouteContext } from '@tanstack/react-router';
import type { DiffPart, FieldChange } from '#app/lib/revision-diff.ts';
import { imageName } from '#domain/field-display.ts';
import { imageUrl } from '#domain/image-url.ts';

/** Word runs: struck through what only this version had, underlined what is there now. */
export function TextDiff({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-slate-800 text-sm">
      {parts.map((part, index) => {
        const key = `${index}-${part.change}`;
        if (part.change === 'removed') {
          return (
            <del key={key} className="bg-red-100 text-red-900">
              {part.value}
            </del>
          );
        }
        if (part.change === 'added') {
          return (
            <ins key={key} className="bg-green-100 text-green-900">
              {part.value}
            </ins>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

/** Images as small pictures named by their file (issue 36 §3), never as storage paths. */
function Thumbnails({ paths, imagesBase }: { paths: string[]; imagesBase: string }) {
  if (paths.length === 0) return <span className="text-slate-800">(aucune image)</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {paths.map((path) => (
        <li key={path}>
          <img
            src={imageUrl(path, imagesBase)}
            alt={imageName(path)}
            width={64}
            height={64}
            loading="lazy"
            className="size-16 rounded border border-slate-200 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

function ImagesDiff({ change }: { change: Extract<FieldChange, { kind: 'images' }> }) {
  const { imagesBase } = useRouteContext({ from: '/_admin' });
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-500">Cette version :</p>
      <Thumbnails paths={change.before} imagesBase={imagesBase} />
      <p className="text-slate-500">Actuelle :</p>
      <Thumbnails paths={change.after} imagesBase={imagesBase} />
    </div>
  );
}

/** The fields a revision has different from the current version (changed fields only). */
export function RevisionChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) {
    return <p className="text-slate-600 text-sm">Identique à la version actuelle.</p>;
  }
  return (
    <div className="space-y-2">
      <p className="text-slate-600 text-xs">
        <del className="bg-red-100 text-red-900">Barré</del> : dans cette version ;{' '}
        <ins className="bg-green-100 text-green-900">souligné</ins> : dans la version actuelle.
      </p>
      <dl className="space-y-3">
        {changes.map((change) => (
          <div key={change.field} className="rounded-md border border-slate-200 p-3">
            <dt className="font-medium text-slate-900 text-sm">{change.label}</dt>
            <dd className="mt-1">
              {change.kind === 'text' ? (
                <TextDiff parts={change.parts} />
              ) : change.kind === 'images' ? (
                <ImagesDiff change={change} />
              ) : (
                <p className="break-words text-slate-800 text-sm">
                  <span className="text-slate-500">Cette version : </span>
                  {change.before}
                  <br />
                  <span className="text-slate-500">Actuelle : </span>
                  {change.after}
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
