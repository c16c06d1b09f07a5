import { useServerFn } from '@tanstack/react-start';
import { Fragment, useEffect, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { CopyButton } from '#app/components/ui/copy-button.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { secretGroups, svgDataUrl } from '#app/lib/two-factor-display.ts';
import {
  confirmTwoFactorSetup,
  startTwoFactorSetup,
} from '#server/functions/two-factor.functions.ts';
import { CodeForm, type Proof } from './code-form.tsx';

type Pending = { secret: string; qrSvg: string; uri: string };
type State =
  | { kind: 'idle' | 'starting' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; pending: Pending };

const unreachable = 'Le serveur ne répond pas. Réessayez dans un instant.';

/**
 * Turning the second factor on (decision 019): a pending secret from the API, shown as a QR code
 * and as text, becomes active with the app's first code; the 10 recovery codes go to `onConfirmed`.
 */
export function TwoFactorSetup({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const start = useServerFn(startTwoFactorSetup);
  const confirm = useServerFn(confirmTwoFactorSetup);
  const [state, setState] = useState<State>({ kind: 'idle' });
  // "Activer…" gives way to the steps: the focus moves to their title, read first.
  const stepsTitle = useRef<HTMLHeadingElement>(null);
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (ready) stepsTitle.current?.focus();
  }, [ready]);

  async function begin() {
    setState({ kind: 'starting' });
    try {
      const result = await start();
      setState(
        result.ok
          ? { kind: 'ready', pending: result.value }
          : { kind: 'failed', message: result.message },
      );
    } catch {
      setState({ kind: 'failed', message: unreachable });
    }
  }

  async function finish(proof: Proof) {
    if (!('code' in proof)) throw new Error('A code is expected');
    const result = await confirm({ data: { code: proof.code } });
    if (result.ok) onConfirmed(result.value);
    return result;
  }

  if (state.kind !== 'ready') {
    return (
      <div className="space-y-3">
        <FormAlert>{state.kind === 'failed' ? state.message : null}</FormAlert>
        <button
          type="button"
          className={primaryButton}
          disabled={state.kind === 'starting'}
          onClick={begin}
        >
          {state.kind === 'starting' ? 'Préparation…' : 'Activer la double authentification'}
        </button>
      </div>
    );
  }

  const { pending } = state;
  return (
    <div className="space-y-5">
      <h2
        ref={stepsTitle}
        tabIndex={-1}
        className="font-semibold text-lg text-slate-900 focus:outline-none"
      >
        Configurer votre application
      </h2>
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>
          Installez une application d’authentification sur votre téléphone (Google Authenticator,
          Microsoft Authenticator, FreeOTP, Aegis…).
        </li>
        <li>Scannez ce QR code avec l’application, ou saisissez la clé à la main.</li>
        <li>Tapez le code à 6 chiffres qu’elle affiche, puis « Confirmer ».</li>
      </ol>
      <img
        src={svgDataUrl(pending.qrSvg)}
        alt="QR code à scanner"
        width={200}
        height={200}
        className="size-48 rounded-lg border border-slate-200 bg-white p-2 sm:size-52"
      />
      <div>
        <p className="font-medium text-slate-800 text-sm">Clé à saisir à la main</p>
        <code
          data-testid="two-factor-secret"
          className="mt-1 block select-all rounded-md bg-slate-100 px-3 py-2 font-mono text-slate-900"
        >
          {/* A line breaks between groups of 4, never inside one (issue 36 §6). */}
          {secretGroups(pending.secret).map((group) => (
            <Fragment key={group.at}>
              {group.at > 0 ? ' ' : null}
              <span className="whitespace-nowrap">{group.text}</span>
            </Fragment>
          ))}
        </code>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CopyButton text={pending.secret} label="Copier la clé" />
          {/* On the phone that holds the app: it opens with the account filled in. */}
          <a href={pending.uri} className={secondaryButton}>
            Ouvrir l’application d’authentification
          </a>
        </div>
        <p className="mt-1 text-slate-500 text-xs">
          Type « basée sur le temps » (TOTP), 6 chiffres, 30 secondes.
        </p>
      </div>
      <CodeForm
        label="Confirmer l’activation"
        submitLabel="Confirmer"
        busyLabel="Vérification…"
        run={finish}
        onCancel={() => setState({ kind: 'idle' })}
      />
    </div>
  );
}
