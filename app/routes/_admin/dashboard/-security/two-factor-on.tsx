import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { toast } from 'sonner';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import {
  renewTwoFactorRecoveryCodes,
  turnOffTwoFactor,
} from '#server/functions/two-factor.functions.ts';
import { CodeForm, type Proof } from './code-form.tsx';

type Open = 'none' | 'renew' | 'disable';

/**
 * The second factor is on: how many recovery codes are left, ten new ones for a current code, and
 * turning it off with a code or the password (not while the site requires it: the API says 403).
 */
export function TwoFactorOn({
  codesLeft,
  required,
  onNewCodes,
}: {
  codesLeft: number;
  required: boolean;
  onNewCodes: (codes: string[]) => void;
}) {
  const router = useRouter();
  const renew = useServerFn(renewTwoFactorRecoveryCodes);
  const disable = useServerFn(turnOffTwoFactor);
  const [open, setOpen] = useState<Open>('none');

  async function renewWith(proof: Proof) {
    if (!('code' in proof)) throw new Error('A code is expected');
    const result = await renew({ data: { code: proof.code } });
    if (result.ok) {
      setOpen('none');
      onNewCodes(result.value);
    }
    return result;
  }

  async function disableWith(proof: Proof) {
    const result = await disable({ data: proof });
    if (result.ok) {
      setOpen('none');
      toast.success('La double authentification est désactivée.');
      await router.invalidate();
    }
    return result;
  }

  return (
    <div className="space-y-6">
      <p className={codesLeft <= 3 ? 'font-medium text-amber-800' : 'text-slate-700'}>
        Codes de secours restants : {codesLeft} sur 10
        {codesLeft <= 3 ? ' — générez-en de nouveaux.' : '.'}
      </p>

      <div className="space-y-3 border-slate-200 border-t pt-4">
        <h2 className="font-semibold text-lg text-slate-900">Codes de secours</h2>
        <p className="max-w-prose text-slate-600 text-sm">
          Dix nouveaux codes remplacent tous les anciens, utilisés ou non. Un code de votre
          application est demandé.
        </p>
        {open === 'renew' ? (
          <CodeForm
            label="Générer de nouveaux codes de secours"
            submitLabel="Générer les codes"
            busyLabel="Génération…"
            run={renewWith}
            onCancel={() => setOpen('none')}
            focusOnOpen
          />
        ) : (
          <button type="button" className={secondaryButton} onClick={() => setOpen('renew')}>
            Générer de nouveaux codes de secours
          </button>
        )}
      </div>

      <div className="space-y-3 border-slate-200 border-t pt-4">
        <h2 className="font-semibold text-lg text-slate-900">Désactiver</h2>
        {required ? (
          <p className="max-w-prose text-slate-600 text-sm">
            La double authentification est obligatoire pour toute l’équipe : elle ne peut pas être
            désactivée. Un administrateur peut lever cette obligation.
          </p>
        ) : open === 'disable' ? (
          <CodeForm
            label="Désactiver la double authentification"
            submitLabel="Désactiver"
            busyLabel="Désactivation…"
            run={disableWith}
            onCancel={() => setOpen('none')}
            allowPassword
            danger
            focusOnOpen
          >
            <p className="max-w-prose text-slate-600 text-sm">
              Votre compte ne sera plus protégé que par son mot de passe. Confirmez avec un code de
              votre application ou avec votre mot de passe.
            </p>
          </CodeForm>
        ) : (
          <button type="button" className={secondaryButton} onClick={() => setOpen('disable')}>
            Désactiver
          </button>
        )}
      </div>
    </div>
  );
}
