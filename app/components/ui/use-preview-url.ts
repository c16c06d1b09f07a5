import { useEffect, useState } from 'react';

/**
 * A preview URL for a file chosen in the browser, made once per file and revoked only when that
 * file leaves the form (an <img> must never point at a revoked URL).
 */
export function usePreviewUrl(file: File): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

const fileKeys = new WeakMap<File, string>();
let nextKey = 0;

/** A stable React key per chosen file (two files may share a name; indexes shift on removal). */
export function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    nextKey += 1;
    key = `file-${nextKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

// Some systems give an HEIC photo no type at all: its name says what it is.
const isImage = (file: File) => file.type.startsWith('image/') || /\.hei[cf]$/i.test(file.name);

/** SPEC §5: the pickers take image files only; the rest is named back to the editor. */
export function splitImages(list: FileList | null): { images: File[]; rejected: string[] } {
  const files = list ? Array.from(list) : [];
  return {
    images: files.filter(isImage),
    rejected: files.filter((file) => !isImage(file)).map((file) => file.name),
  };
}
