import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { type FormEvent, useRef, useState } from 'react';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { InputField, SelectField } from '#app/components/ui/form-fields.tsx';
import { staffRoleLabels, staffRoles } from '#domain/staff.ts';
import { addTeamMember } from '#server/functions/staff.functions.ts';
import { TemporaryPasswordNotice } from './temporary-password-notice.tsx';

type Field = 'name' | 'email' | 'role';
const unreachable = 'Le serveur ne répond pas. Le compte n’a pas été créé : réessayez.';

/**
 * "Ajouter un membre" (issue 23): the API makes a temporary password, shown here once, that the
 * colleague must change at their first sign-in.
 */
export function TeamAddForm() {
  const router = useRouter();
  const add = useServerFn(addTeamMember);
  const form = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const role = data.get('role') === 'administrateur' ? 'administrateur' : 'editeur';
    const missing: Partial<Record<Field, string>> = {};
    if (!name) missing.name = 'Le nom est obligatoire.';
    if (!email) missing.email = 'L’adresse e-mail est obligatoire.';
    setErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    try {
      const result = await add({ data: { name, email, role } });
      if (result.ok) {
        form.current?.reset();
        setCreated({ email: result.value.account.email, password: result.value.temporaryPassword });
        await router.invalidate();
      } else {
        setErrors(result.fields);
        setMessage(Object.keys(result.fields).length > 0 ? null : result.message);
      }
    } catch {
      setMessage(unreachable);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="font-semibold text-lg text-slate-900">Ajouter un membre</h2>
      <form ref={form} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
        <InputField
          label="Nom"
          name="name"
          autoComplete="off"
          maxLength={120}
          error={errors.name}
        />
        <InputField
          label="Adresse e-mail"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          error={errors.email}
        />
        <SelectField label="Rôle" name="role" defaultValue="editeur" error={errors.role}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {staffRoleLabels[role]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-3">
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? 'Création…' : 'Créer le compte'}
          </button>
        </div>
      </form>
      {message ? (
        <p role="alert" className="text-red-700 text-sm">
          {message}
        </p>
      ) : null}
      {created ? (
        <TemporaryPasswordNotice
          email={created.email}
          password={created.password}
          onDone={() => setCreated(null)}
        />
      ) : null}
    </div>
  );
}
