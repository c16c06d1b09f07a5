import { Link, useRouteContext } from '@tanstack/react-router';
import { useRef } from 'react';
import type { ProductEditFields } from '../../../../../../machines/product-form.rules';
import type { CategoryOption } from '../../../../../../server/functions/admin-product-form.functions';
import { ConflictDialog } from '../../../../../components/admin/conflict-dialog';
import { ReauthDialog } from '../../../../../components/admin/reauth-dialog';
import { UnsavedChangesDialog } from '../../../../../components/admin/unsaved-changes-dialog';
import { UploadProgress } from '../../../../../components/admin/upload-progress';
import { useUnsavedGuard } from '../../../../../components/admin/use-unsaved-guard';
import { primaryButton, secondaryButton } from '../../../../../components/ui/buttons';
import { InputField, TextAreaField } from '../../../../../components/ui/form-fields';
import { useFocusFirstError } from '../../../../../components/use-focus-first-error';
import { CategoryField, FormAlert, OnlineField, PriceField } from './product-fields';
import {
  cardClass,
  ProductFormSkeleton,
  ProductLoadFailed,
  SuccessPanel,
} from './product-form-states';
import { ExistingGallery, MainImagePicker, NewImagesPicker } from './product-images';
import { useProductEdit } from './use-product-edit';

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
  const { session, imagesBase } = useRouteContext({ from: '/_admin' });
  const { snapshot, send, progress, dirty, busy } = useProductEdit(productId);
  const blocker = useUnsavedGuard(dirty);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const { loaded, fields, main, files, fieldErrors, error, errorDetail } = snapshot.context;
  const change = (patch: Partial<Omit<ProductEditFields, 'galerie_json'>>) =>
    send({ type: 'change', fields: patch });

  if (snapshot.matches('success') || snapshot.matches('redirect')) {
    return (
      <SuccessPanel title="Produit mis à jour avec succès">
        <p className="w-full">Retour à la liste des produits dans un instant…</p>
        <Link to="/dashboard/produits" className={secondaryButton}>
          Retour à la liste
        </Link>
      </SuccessPanel>
    );
  }
  if (snapshot.matches('loadFailed'))
    return <ProductLoadFailed onRetry={() => send({ type: 'retry' })} />;
  const reauth = (
    <ReauthDialog
      open={snapshot.matches('sessionExpired')}
      email={session.email}
      subject="votre produit"
      onSignedIn={() => send({ type: 'reauthenticated' })}
      onCancel={() => send({ type: 'cancel' })}
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
      <form
        ref={form}
        noValidate
        aria-busy={busy}
        className={cardClass}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'save' });
          focusFirstError();
        }}
      >
        <InputField
          label="Titre *"
          name="titre"
          required
          value={fields.titre}
          error={fieldErrors.titre}
          onChange={(event) => change({ titre: event.target.value })}
        />
        <InputField
          label="Référence"
          name="reference"
          maxLength={60}
          value={fields.reference}
          error={fieldErrors.reference}
          hint="Laissée vide, la référence actuelle est conservée."
          onChange={(event) => change({ reference: event.target.value })}
        />
        <TextAreaField
          label="Description (HTML)"
          name="description_html"
          rows={8}
          value={fields.description_html}
          onChange={(event) => change({ description_html: event.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <CategoryField
            options={categories}
            value={fields.categorie_id}
            error={fieldErrors.categorie_id}
            onChange={(categorie_id) => change({ categorie_id })}
          />
          <PriceField
            label="Prix"
            value={fields.prix}
            devise={loaded.devise}
            error={fieldErrors.prix}
            onChange={(prix) => change({ prix })}
          />
        </div>
        <OnlineField
          label="En ligne"
          checked={fields.est_actif}
          onChange={(est_actif) => change({ est_actif })}
        />
        <ExistingGallery
          paths={fields.galerie_json}
          imagesBase={imagesBase}
          onRemove={(index) => send({ type: 'gallery.remove', index })}
        />
        <MainImagePicker
          file={main}
          current={loaded.image}
          imagesBase={imagesBase}
          onChoose={(file) => send({ type: 'main.choose', file })}
        />
        <NewImagesPicker
          label="Nouvelles images"
          files={files}
          onAdd={(added) => send({ type: 'files.add', files: added })}
          onRemove={(index) => send({ type: 'files.remove', index })}
        />
        {progress !== null ? <UploadProgress fraction={progress} /> : null}
        <FormAlert error={error} detail={errorDetail} />
        <div className="flex flex-wrap justify-end gap-3">
          <Link to="/dashboard/produits" className={secondaryButton}>
            Annuler
          </Link>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Enregistrement...' : 'Enregistrer'}
          </button>
        </div>
      </form>
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
      <UnsavedChangesDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  );
}
