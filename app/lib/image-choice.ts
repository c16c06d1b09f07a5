/**
 * Issue 20 point 10: what to do with a photo the editor picked, decided from its name, type and
 * size before anything is read (pure; the browser part is app/lib/prepare-image.ts).
 */
import { imagePicking } from '#config';

export type ImageChoice =
  /** An accepted type: sent as it is unless larger than `maxEdge` on a side. */
  | { kind: 'check'; animated: boolean }
  /** Another image type (HEIC, BMP, TIFF…): converted if the browser can decode it. */
  | { kind: 'convert' }
  | { kind: 'refuse'; message: string };

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const shortName = (name: string) => (name.trim() || 'sans nom').slice(0, 80);
const isHeic = ({ name, type }: ChosenFile) =>
  /^image\/hei[cf](-sequence)?$/i.test(type) || /\.hei[cf]$/i.test(name);
const accepted: readonly string[] = imagePicking.acceptedTypes;

export function chooseImage(file: ChosenFile): ImageChoice {
  if (file.size > imagePicking.maxBytes) {
    return {
      kind: 'refuse',
      message: `« ${shortName(file.name)} » dépasse ${megabytes(imagePicking.maxBytes)} Mo : choisissez une image plus légère.`,
    };
  }
  const type = file.type.toLowerCase();
  if (accepted.includes(type) && !isHeic(file)) {
    return { kind: 'check', animated: type === 'image/gif' };
  }
  return { kind: 'convert' };
}

/** Said when the browser could not decode a file that needed converting. */
export function unreadableMessage(file: ChosenFile): string {
  const name = shortName(file.name);
  if (isHeic(file)) {
    return `« ${name} » : ce navigateur ne sait pas lire les photos HEIC. Enregistrez-la en JPEG (sur iPhone : Réglages › Appareil photo › Formats › « Le plus compatible ») puis choisissez-la de nouveau.`;
  }
  return `« ${name} » : format d'image non pris en charge. Choisissez une image JPEG, PNG, GIF, WebP ou AVIF.`;
}

/** The size to draw an image at so its longest side is at most `maxEdge`; null when it fits. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge: number = imagePicking.maxEdge,
): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (longest <= maxEdge || width <= 0 || height <= 0) return null;
  const scale = maxEdge / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The file name for the converted bytes: the same name with the extension of `type`. */
export function renamedFor(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : (type.split('/')[1] ?? 'img');
  const base = name.replace(/\.[^./]*$/, '') || 'image';
  return `${base}.${extension}`;
}
