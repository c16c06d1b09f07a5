import type { Dispatch } from 'react';
import { toast } from 'sonner';
import { ImageFileField } from '#app/components/admin/image-file-field.tsx';
import {
  ImageTile,
  imageGridClass,
  PendingGalleryItems,
  PendingImageTile,
  SavedGalleryItems,
} from '#app/components/ui/image-tile.tsx';
import { fileKey } from '#app/components/ui/use-preview-url.ts';
import { imageUrl } from '#domain/image-url.ts';
import { FormSection } from './form-section.tsx';
import type { ArticleFormAction, ArticleFormState } from './use-article-form-state.ts';

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
  const existingMain = state.fields.image_miniature;

  return (
    <FormSection title="Images">
      <div>
        <ImageFileField
          label="Image principale"
          onImages={([file]) => {
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
        <ImageFileField
          label="Galerie d'images"
          multiple
          onImages={(images) => {
            dispatch({ type: 'gallery.add', files: images });
            toast.success(
              `${images.length} image(s) sélectionnée(s) - seront uploadées lors de la sauvegarde`,
            );
          }}
        />
        {state.fields.galerie_json.length + state.galleryFiles.length > 0 ? (
          <ul aria-label="Galerie" className={imageGridClass}>
            <SavedGalleryItems
              paths={state.fields.galerie_json}
              imagesBase={imagesBase}
              onRemove={(index) => dispatch({ type: 'gallery.removeExisting', index })}
            />
            <PendingGalleryItems
              files={state.galleryFiles}
              onRemove={(index) => dispatch({ type: 'gallery.removePending', index })}
            />
          </ul>
        ) : null}
      </div>
    </FormSection>
  );
}
