import { type Dispatch, useId } from 'react';
import { toast } from 'sonner';
import { ImageTile, PendingImageTile } from '../../../../../components/ui/image-tile';
import { fileKey, splitImages } from '../../../../../components/ui/use-preview-url';
import { imageUrl } from '../../../../../lib/image-url';
import { FormSection } from './form-section';
import type { ArticleFormAction, ArticleFormState } from './use-article-form-state';

const fileInputClass =
  'mt-1 block w-full text-slate-700 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-medium file:text-teal-800 hover:file:bg-teal-100';

function rejectNonImages(rejected: string[]) {
  if (rejected.length > 0)
    toast.error(`Seules les images sont acceptées : ${rejected.join(', ')} ignoré(s).`);
}

/** SPEC §2 Images: the main image and the gallery; nothing is uploaded before "Enregistrer". */
export function ArticleImagesSection({
  state,
  imagesBase,
  dispatch,
}: {
  state: ArticleFormState;
  imagesBase: string;
  dispatch: Dispatch<ArticleFormAction>;
}) {
  const mainId = useId();
  const galleryId = useId();
  const existingMain = state.fields.image_miniature;

  return (
    <FormSection title="Images">
      <div>
        <label htmlFor={mainId} className="block font-medium text-slate-800 text-sm">
          Image principale
        </label>
        <input
          id={mainId}
          type="file"
          accept="image/*"
          className={fileInputClass}
          onChange={(event) => {
            const { images, rejected } = splitImages(event.target.files);
            event.target.value = '';
            rejectNonImages(rejected);
            const [file] = images;
            if (!file) return;
            dispatch({ type: 'main.choose', file });
            toast.success('Image sélectionnée - sera uploadée lors de la sauvegarde');
          }}
        />
        {state.mainFile || existingMain ? (
          <div className="mt-3 max-w-sm">
            {state.mainFile ? (
              <PendingImageTile
                key={fileKey(state.mainFile)}
                large
                file={state.mainFile}
                alt="Image principale"
                tag="En attente d'upload"
                removeLabel="Retirer l'image principale"
                onRemove={() => dispatch({ type: 'main.remove' })}
              />
            ) : (
              <ImageTile
                large
                src={imageUrl(existingMain, imagesBase)}
                alt="Image principale"
                tag="Image existante"
                pending={false}
                removeLabel="Retirer l'image principale"
                onRemove={() => dispatch({ type: 'main.remove' })}
              />
            )}
          </div>
        ) : null}
      </div>
      <div>
        <label htmlFor={galleryId} className="block font-medium text-slate-800 text-sm">
          Galerie d'images
        </label>
        <input
          id={galleryId}
          type="file"
          accept="image/*"
          multiple
          className={fileInputClass}
          onChange={(event) => {
            const { images, rejected } = splitImages(event.target.files);
            event.target.value = '';
            rejectNonImages(rejected);
            if (images.length === 0) return;
            dispatch({ type: 'gallery.add', files: images });
            toast.success(
              `${images.length} image(s) sélectionnée(s) - seront uploadées lors de la sauvegarde`,
            );
          }}
        />
        {state.fields.galerie_json.length + state.galleryFiles.length > 0 ? (
          <ul
            aria-label="Galerie"
            className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {state.fields.galerie_json.map((path, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may hold the same path twice
              <li key={`existing-${index}-${path}`}>
                <ImageTile
                  src={imageUrl(path, imagesBase)}
                  alt={`Image ${index + 1} de la galerie`}
                  tag="Existant"
                  pending={false}
                  removeLabel={`Retirer l'image ${index + 1} de la galerie`}
                  onRemove={() => dispatch({ type: 'gallery.removeExisting', index })}
                />
              </li>
            ))}
            {state.galleryFiles.map((file, index) => (
              <li key={fileKey(file)}>
                <PendingImageTile
                  file={file}
                  alt={file.name}
                  tag="En attente"
                  removeLabel={`Retirer ${file.name}`}
                  onRemove={() => dispatch({ type: 'gallery.removePending', index })}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </FormSection>
  );
}
