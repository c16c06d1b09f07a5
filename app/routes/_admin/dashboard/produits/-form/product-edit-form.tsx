import { Link, useRouteContext } from '@tanstack/react-router';
import { ConflictDialog } from '#app/components/admin/conflict-dialog.tsx';
import { HistoryPanel } from '#app/components/admin/history/history-panel.tsx';
import { ImageDetailsPanel } from '#app/components/admin/image-details/image-details-panel.tsx';
import { UnsavedChangesGuard } from '#app/components/admin/unsaved-changes-dialog.tsx';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { currentMainImage } from '#app/lib/product-main-image.ts';
import type { ProductEditFields } from '#domain/product-form.rules.ts';
import type { CategoryOption } from '#server/functions/admin-product-form.functions.ts';
import { CharacteristicsField } from './product-characteristics-field.tsx';
import * as Fields from './product-fields.tsx';
import { ProductDraftBanner, ProductFormCard, ProductReauthDialog } from './product-form-card.tsx';
import {
  ProductFormSkeleton,
  ProductLoadFailed,
  SavedPrice,
  SuccessPanel,
  ViewOnSiteLink,
} from './product-form-states.tsx';
import { ExistingGallery, MainImagePicker, NewImagesPicker } from './product-images.tsx';
import { RentalTermsField } from './product-rental-terms-field.tsx';
import { SeoDescriptionField, ShortDescriptionField } from './product-text-fields.tsx';
import { useProductEdit } from './use-product-edit.ts';

/**
 * SPEC §2 "Product edit form" and §4 "Edit product": loading → form → success screen → the list
 * after 2 s. A newer save elsewhere opens the conflict dialog; an expired session the sign-in one.
 */
export function ProductEditForm({
  productId,
  categories,
}: {
  productId: number;
  categories: readonly CategoryOption[];
}) {
  const { imagesBase } = useRouteContext({ from: '/_admin' });
  const editor = useProductEdit(productId);
  const { snapshot, send, dirty } = editor;
  const { loaded, fields, main, files, fieldErrors } = snapshot.context;
  const change = (patch: Partial<Omit<ProductEditFields, 'galerie_json'>>) =>
    send({ type: 'change', fields: patch });
  const form = { values: fields, errors: fieldErrors, onChange: change };

  if (snapshot.matches('success') || snapshot.matches('redirect')) {
    return (
      <SuccessPanel title="Produit mis à jour avec succès">
        <SavedPrice prix={snapshot.context.saved?.prix} devise={snapshot.context.saved?.devise} />
        <ViewOnSiteLink id={productId} online={fields.est_actif} />
        <p className="w-full">Retour à la liste des produits dans un instant…</p>
        <Link to="/dashboard/produits" className={secondaryButton}>
          Retour à la liste
        </Link>
      </SuccessPanel>
    );
  }
  if (snapshot.matches('loadFailed'))
    return <ProductLoadFailed onRetry={() => send({ type: 'retry' })} />;
  const mainPath = loaded
    ? currentMainImage(
        { image: loaded.image, galerie_json: loaded.fields.galerie_json },
        fields.galerie_json,
      )
    : null;
  const reauth = (
    <ProductReauthDialog
      open={snapshot.matches('sessionExpired')}
      closed={snapshot.context.sessionClosed}
      send={send}
    />
  );
  if (!loaded) {
    return (
      <>
        <ProductFormSkeleton label="Chargement du produit" />
        {reauth}
      </>
    );
  }

  return (
    <>
      <Link
        to="/dashboard/produits/dupliquer/$id"
        params={{ id: String(productId) }}
        className={`${secondaryButton} self-start`}
      >
        Dupliquer
      </Link>
      <ProductDraftBanner
        draft={editor.draft}
        version={snapshot.context.version}
        staleNote="Le produit a été enregistré depuis : vérifiez chaque champ avant d'enregistrer, la copie remplacerait ces modifications."
      />
      <ProductFormCard
        editor={editor}
        label="Enregistrer"
        busyLabel="Enregistrement..."
        onSubmit={() => send({ type: 'save' })}
      >
        <Fields.TitleField form={form} />
        <Fields.ReferenceField
          form={form}
          hint="Laissée vide, la référence actuelle est conservée."
        />
        <Fields.DescriptionField
          name="description_html"
          value={fields.description_html}
          onChange={(description_html) => change({ description_html })}
        />
        <ShortDescriptionField form={form} />
        <SeoDescriptionField form={form} />
        <CharacteristicsField
          rows={fields.caracteristiques}
          categoryId={fields.categorie_id}
          error={fieldErrors.caracteristiques}
          onChange={(caracteristiques) => change({ caracteristiques })}
        />
        <Fields.CategoryPriceRow
          form={form}
          categories={categories}
          devise={loaded.devise}
          priceLabel="Prix"
        />
        <Fields.OnlineField form={form} label="En ligne" />
        <RentalTermsField
          value={fields.location}
          error={fieldErrors.location}
          onChange={(location) => change({ location })}
        />
        <ExistingGallery
          paths={fields.galerie_json}
          mainPath={mainPath}
          imagesBase={imagesBase}
          onRemove={(index) => send({ type: 'gallery.remove', index })}
        />
        <MainImagePicker
          file={main}
          current={mainPath !== null && fields.galerie_json.includes(mainPath) ? null : mainPath}
          imagesBase={imagesBase}
          onChoose={(file) => send({ type: 'main.choose', file })}
        />
        <NewImagesPicker
          label="Nouvelles images"
          files={files}
          onAdd={(added) => send({ type: 'files.add', files: added })}
          onRemove={(index) => send({ type: 'files.remove', index })}
        />
      </ProductFormCard>
      <ImageDetailsPanel
        kind="produit"
        id={productId}
        blocked={dirty || editor.busy}
        version={snapshot.context.version}
        onSaved={() => send({ type: 'reload' })}
      />
      <HistoryPanel
        kind="produit"
        id={productId}
        version={snapshot.context.version}
        categoryName={(id) => categories.find((category) => category.id === id)?.nom}
        onRestored={() => send({ type: 'reload' })}
      />
      <ConflictDialog
        open={snapshot.matches('conflict') || snapshot.matches('reloading')}
        title="Ce produit a été modifié entre-temps"
        subject="ce produit"
        reloading={snapshot.matches('reloading')}
        onReload={() => send({ type: 'reload' })}
        onOverwrite={() => send({ type: 'overwrite' })}
        onCancel={() => send({ type: 'cancel' })}
      />
      {reauth}
      <UnsavedChangesGuard dirty={dirty} saving={editor.saving} onLeave={editor.discardDraft} />
    </>
  );
}
