import { Link } from '@tanstack/react-router';
import { UnsavedChangesGuard } from '#app/components/admin/unsaved-changes-dialog.tsx';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { site } from '#config';
import { emptyAddFields } from '#domain/product-form.rules.ts';
import type { CategoryOption } from '#server/functions/admin-product-form.functions.ts';
import type { ProductCopy } from '#server/functions/duplicate.functions.ts';
import { CharacteristicsField } from './product-characteristics-field.tsx';
import * as Fields from './product-fields.tsx';
import { ProductDraftBanner, ProductFormCard, ProductReauthDialog } from './product-form-card.tsx';
import { SavedPrice, SuccessPanel, ViewOnSiteLink } from './product-form-states.tsx';
import { NewImagesPicker, SharedImages } from './product-images.tsx';
import { RentalTermsField } from './product-rental-terms-field.tsx';
import { SeoDescriptionField, ShortDescriptionField } from './product-text-fields.tsx';
import { useProductAdd } from './use-product-add.ts';

/**
 * SPEC §2 "Product add form" and §4 "Add product": form → success screen → "Ajouter un autre" →
 * empty form. Nothing typed or chosen is lost on a failure (the machine keeps it).
 */
export function ProductAddForm({
  categories,
  copy,
  titre,
}: {
  categories: readonly CategoryOption[];
  /** Issue 24 "Dupliquer": the copied product's fields and stored images. */
  copy?: ProductCopy;
  /** Issue 38: the title typed in already (a search that found nothing). */
  titre?: string | undefined;
}) {
  const editor = useProductAdd(
    copy ?? (titre ? { fields: { ...emptyAddFields(), titre }, images: [] } : undefined),
  );
  const { snapshot, send, dirty } = editor;
  const { fields, files, fieldErrors, created } = snapshot.context;
  const change = (patch: Partial<typeof fields>) => send({ type: 'change', fields: patch });
  const form = { values: fields, errors: fieldErrors, onChange: change };
  const kept = files.filter((file) => typeof file === 'string');
  const fresh = files.filter((file) => typeof file !== 'string');
  // The nth shared image (or new file) as the machine's index in the one list of both.
  const remove = (shared: boolean, nth: number) => {
    const indexes = files.flatMap((file, at) =>
      (typeof file === 'string') === shared ? [at] : [],
    );
    const index = indexes[nth];
    if (index !== undefined) send({ type: 'files.remove', index });
  };

  if (snapshot.matches('success')) {
    return (
      <SuccessPanel title="Produit ajouté avec succès">
        {created ? (
          <>
            <p className="w-full">{`« ${created.titre} » est enregistré.`}</p>
            <SavedPrice prix={created.prix} devise={created.devise} />
            <ViewOnSiteLink id={created.id} online={fields.est_actif} />
          </>
        ) : null}
        <button
          type="button"
          className={primaryButton}
          onClick={() => send({ type: 'addAnother' })}
        >
          Ajouter un autre
        </button>
        <Link to="/dashboard/produits" className={secondaryButton}>
          Retour à la liste
        </Link>
      </SuccessPanel>
    );
  }

  return (
    <>
      {copy ? (
        // Issue 24 "Dupliquer"; gone with the form once the copy is saved (issue 36 §2).
        <p role="status" className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
          {`Copie de « ${copy.source} » : rien n'est enregistré tant que vous n'ajoutez pas le produit. Une nouvelle référence est générée si vous laissez le champ vide.`}
        </p>
      ) : null}
      <ProductDraftBanner draft={editor.draft} />
      <ProductFormCard
        editor={editor}
        label="Ajouter le produit"
        busyLabel="Ajout en cours..."
        onSubmit={() => send({ type: 'submit' })}
      >
        <Fields.TitleField form={form} autoFocus />
        <Fields.CategoryPriceRow
          form={form}
          categories={categories}
          devise={site.currency}
          priceLabel="Prix *"
        />
        <Fields.ReferenceField
          form={form}
          hint="Facultative : laissée vide, une référence est générée automatiquement."
        />
        <Fields.DescriptionField
          name="description"
          value={fields.description}
          onChange={(description) => change({ description })}
        />
        <ShortDescriptionField form={form} />
        <SeoDescriptionField form={form} />
        <CharacteristicsField
          rows={fields.caracteristiques}
          categoryId={fields.categorie_id}
          error={fieldErrors.caracteristiques}
          onChange={(caracteristiques) => change({ caracteristiques })}
        />
        {kept.length > 0 ? (
          <SharedImages paths={kept} onRemove={(nth) => remove(true, nth)} />
        ) : null}
        <NewImagesPicker
          label={kept.length > 0 ? 'Nouvelles images' : 'Images'}
          files={fresh}
          onAdd={(added) => send({ type: 'files.add', files: added })}
          onRemove={(nth) => remove(false, nth)}
        />
        <Fields.OnlineField form={form} label="Produit en ligne" />
        <RentalTermsField
          value={fields.location}
          error={fieldErrors.location}
          onChange={(location) => change({ location })}
        />
      </ProductFormCard>
      <ProductReauthDialog
        open={snapshot.matches('sessionExpired')}
        closed={snapshot.context.sessionClosed}
        send={send}
      />
      <UnsavedChangesGuard dirty={dirty} saving={editor.saving} onLeave={editor.discardDraft} />
    </>
  );
}
