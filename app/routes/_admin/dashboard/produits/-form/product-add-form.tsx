import { Link, useRouteContext } from '@tanstack/react-router';
import { useRef } from 'react';
import { site } from '../../../../../../app.config';
import type { CategoryOption } from '../../../../../../server/functions/admin-product-form.functions';
import { ReauthDialog } from '../../../../../components/admin/reauth-dialog';
import { UnsavedChangesDialog } from '../../../../../components/admin/unsaved-changes-dialog';
import { UploadProgress } from '../../../../../components/admin/upload-progress';
import { useUnsavedGuard } from '../../../../../components/admin/use-unsaved-guard';
import { primaryButton, secondaryButton } from '../../../../../components/ui/buttons';
import { InputField, TextAreaField } from '../../../../../components/ui/form-fields';
import { useFocusFirstError } from '../../../../../components/use-focus-first-error';
import { CategoryField, FormAlert, OnlineField, PriceField } from './product-fields';
import { cardClass, SuccessPanel } from './product-form-states';
import { NewImagesPicker } from './product-images';
import { useProductAdd } from './use-product-add';

/**
 * SPEC §2 "Product add form" and §4 "Add product": form → success screen → "Ajouter un autre" →
 * empty form. Nothing typed or chosen is lost on a failure (the machine keeps it).
 */
export function ProductAddForm({ categories }: { categories: readonly CategoryOption[] }) {
  const { session } = useRouteContext({ from: '/_admin' });
  const { snapshot, send, progress, dirty, busy } = useProductAdd();
  const blocker = useUnsavedGuard(dirty);
  const form = useRef<HTMLFormElement>(null);
  const { fields, files, fieldErrors, error, errorDetail, created } = snapshot.context;
  const focusFirstError = useFocusFirstError(form);
  const change = (patch: Partial<typeof fields>) => send({ type: 'change', fields: patch });

  if (snapshot.matches('success')) {
    return (
      <SuccessPanel title="Produit ajouté avec succès">
        {created ? <p className="w-full">{`« ${created.titre} » est enregistré.`}</p> : null}
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
      <form
        ref={form}
        noValidate
        aria-busy={busy}
        className={cardClass}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
          focusFirstError();
        }}
      >
        <InputField
          label="Titre *"
          name="titre"
          required
          autoFocus
          value={fields.titre}
          error={fieldErrors.titre}
          onChange={(event) => change({ titre: event.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <CategoryField
            options={categories}
            value={fields.categorie_id}
            error={fieldErrors.categorie_id}
            onChange={(categorie_id) => change({ categorie_id })}
          />
          <PriceField
            label="Prix *"
            value={fields.prix}
            devise={site.currency}
            error={fieldErrors.prix}
            onChange={(prix) => change({ prix })}
          />
        </div>
        <InputField
          label="Référence"
          name="reference"
          maxLength={60}
          value={fields.reference}
          error={fieldErrors.reference}
          hint="Facultative : laissée vide, une référence est générée automatiquement."
          onChange={(event) => change({ reference: event.target.value })}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={5}
          value={fields.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <NewImagesPicker
          label="Images"
          files={files}
          onAdd={(added) => send({ type: 'files.add', files: added })}
          onRemove={(index) => send({ type: 'files.remove', index })}
        />
        <OnlineField
          label="Produit en ligne"
          checked={fields.est_actif}
          onChange={(est_actif) => change({ est_actif })}
        />
        {progress !== null ? <UploadProgress fraction={progress} /> : null}
        <FormAlert error={error} detail={errorDetail} />
        <div className="flex flex-wrap justify-end gap-3">
          <Link to="/dashboard/produits" className={secondaryButton}>
            Annuler
          </Link>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Ajout en cours...' : 'Ajouter le produit'}
          </button>
        </div>
      </form>
      <ReauthDialog
        open={snapshot.matches('sessionExpired')}
        email={session.email}
        subject="votre produit"
        onSignedIn={() => send({ type: 'reauthenticated' })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <UnsavedChangesDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  );
}
